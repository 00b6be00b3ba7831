import type { Logger } from 'pino';
import { ensureQueue, type JobQueue } from '../../jobs/job-queue';
import { sendCoverNotices, type CoverNoticeDeps } from './cover-notices.service';

export const COVER_NOTICES_QUEUE = 'funeral-cover-notices';

/**
 * Hourly at minute 50, UTC: the coverage sweep's pattern (decision 037). A notice goes out within the hour its
 * day begins, and a day with every instance down is made up the next hour, since each notice is keyed by its event,
 * not by the run.
 */
export const COVER_NOTICES_CRON = '50 * * * *';

/**
 * The funeral cover notices' queue, schedule and worker on this instance (docs/decisions/064). pg-boss's cron clock
 * sends the job once an hour across every instance; the 'singleton' policy keeps one run active at a time, and each
 * notice is written once whatever runs (cover-notices.service.ts).
 */
export async function startCoverNotices(jobs: JobQueue, deps: CoverNoticeDeps, logger: Logger) {
  await ensureQueue(jobs, COVER_NOTICES_QUEUE, {
    name: COVER_NOTICES_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  });
  await jobs.boss.work(COVER_NOTICES_QUEUE, async ([job]) => {
    const sent = await sendCoverNotices(deps, new Date());
    logger.info({ job: job?.id, sent }, 'funeral cover notices sent');
  });
  await jobs.boss.schedule(COVER_NOTICES_QUEUE, COVER_NOTICES_CRON, {}, { tz: 'UTC' });
}
