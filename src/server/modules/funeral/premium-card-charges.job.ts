import type { Logger } from 'pino';
import { ensureQueue, type JobQueue } from '../../jobs/job-queue';
import { chargeSavedCards, type CardChargeDeps } from './premium-card-charges.service';

export const CARD_CHARGES_QUEUE = 'funeral-premium-card-charges';

/**
 * Hourly at minute 20, UTC, as the cover notices (decision 064): a premium is charged within the hour its due day
 * begins, and a day with every instance down is made up the next hour, since each attempt is keyed by its day.
 */
export const CARD_CHARGES_CRON = '20 * * * *';

/**
 * The saved cards' charging queue, schedule and worker on this instance (docs/decisions/066 part B). pg-boss's
 * cron clock sends the job once an hour across instances, the 'singleton' policy keeps one run active at a time,
 * and each attempt is made once whatever runs (premium-card-charges.service.ts).
 */
export async function startPremiumCardCharges(jobs: JobQueue, deps: CardChargeDeps, logger: Logger) {
  await ensureQueue(jobs, CARD_CHARGES_QUEUE, {
    name: CARD_CHARGES_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  });
  await jobs.boss.work(CARD_CHARGES_QUEUE, async ([job]) => {
    const made = await chargeSavedCards(deps, new Date());
    logger.info({ job: job?.id, made }, 'funeral premium card charges made');
  });
  await jobs.boss.schedule(CARD_CHARGES_QUEUE, CARD_CHARGES_CRON, {}, { tz: 'UTC' });
}
