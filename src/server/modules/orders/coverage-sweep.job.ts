import type { Logger } from 'pino';
import { ensureQueue, type JobQueue } from '../../jobs/job-queue';
import { sweepCoverage, type SweepDeps } from './coverage-sweep.service';

export const COVERAGE_SWEEP_QUEUE = 'coverage-sweep';

/**
 * Every hour at minute 5, UTC. The work is per calendar day and idempotent, so hourly costs one indexed query
 * per step when nothing is due, and a day is never skipped: pg-boss only sends a schedule whose time an instance's
 * clock saw pass, so a daily time with every instance down (a deploy at 01:00) would wait a whole day.
 */
export const COVERAGE_SWEEP_CRON = '5 * * * *';

export interface CoverageSweepOptions {
  /** Another cron, for tests. */
  cron?: string;
  /** Runs in place of the sweep, for tests that count runs. */
  sweep?: (deps: SweepDeps, now: Date) => Promise<unknown>;
}

/**
 * The coverage sweep's queue, schedule and worker on this instance (docs/decisions/037). pg-boss's cron clock
 * (JobQueueOptions.schedule) sends the job once an hour across every instance; whichever instance's worker takes it
 * runs the sweep for the current day. The queue's 'singleton' policy lets one sweep be active at a time; a failed
 * sweep is retried twice, and the next hour runs anyway.
 */
export async function startCoverageSweep(
  jobs: JobQueue,
  deps: SweepDeps,
  logger: Logger,
  options: CoverageSweepOptions = {},
): Promise<void> {
  const sweep = options.sweep ?? sweepCoverage;
  await ensureQueue(jobs, COVERAGE_SWEEP_QUEUE, {
    name: COVERAGE_SWEEP_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  });
  await jobs.boss.work(COVERAGE_SWEEP_QUEUE, async ([job]) => {
    const result = await sweep(deps, new Date());
    logger.info({ job: job?.id, result }, 'coverage sweep done');
  });
  await jobs.boss.schedule(COVERAGE_SWEEP_QUEUE, options.cron ?? COVERAGE_SWEEP_CRON, {}, { tz: 'UTC' });
}
