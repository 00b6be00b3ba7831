import type { Logger } from 'pino';
import { ensureQueue, type JobQueue } from '../../../jobs/job-queue';
import { sendSearchAlerts, type AlertDeps } from './search-alerts.service';

export const SEARCH_ALERTS_QUEUE = 'search-alerts';

/**
 * Every hour at minute 20, UTC. Each search gets at most one alert a UTC day (the job's compare-and-set), so
 * hourly runs cost one indexed query when nothing is due and never skip a day when an instance was down at a
 * daily time (as the coverage sweep, docs/decisions/037).
 */
export const SEARCH_ALERTS_CRON = '20 * * * *';

/**
 * The saved-search alerts' queue, schedule and worker on this instance (docs/decisions/043): pg-boss's cron sends
 * the job once per run across every instance; the 'singleton' policy keeps two runs from overlapping.
 */
export async function startSearchAlerts(
  jobs: JobQueue,
  deps: AlertDeps,
  logger: Logger,
  cron: string = SEARCH_ALERTS_CRON,
): Promise<void> {
  await ensureQueue(jobs, SEARCH_ALERTS_QUEUE, {
    name: SEARCH_ALERTS_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  });
  await jobs.boss.work(SEARCH_ALERTS_QUEUE, async ([job]) => {
    const result = await sendSearchAlerts(deps, new Date());
    logger.info({ job: job?.id, result }, 'saved-search alerts done');
  });
  await jobs.boss.schedule(SEARCH_ALERTS_QUEUE, cron, {}, { tz: 'UTC' });
}
