import type { Logger } from 'pino';
import { ensureQueue, type JobQueue } from '../../../jobs/job-queue';
import { remindInvitations, type ReminderDeps } from './invitation-reminders.service';

export const INVITATION_REMINDERS_QUEUE = 'invitation-reminders';

/** Hourly at minute 35, UTC: a reminder goes out within the hour it falls due (the coverage sweep's pattern, 037). */
export const INVITATION_REMINDERS_CRON = '35 * * * *';

/**
 * The invitation reminders' queue, schedule and worker on this instance (docs/decisions/049). pg-boss's cron clock
 * sends the job once an hour across every instance; the 'singleton' policy keeps one run active at a time, and each
 * reminder is written once whatever runs (invitation-reminders.service.ts).
 */
export async function startInvitationReminders(jobs: JobQueue, deps: ReminderDeps, logger: Logger) {
  await ensureQueue(jobs, INVITATION_REMINDERS_QUEUE, {
    name: INVITATION_REMINDERS_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  });
  await jobs.boss.work(INVITATION_REMINDERS_QUEUE, async ([job]) => {
    const sent = await remindInvitations(deps, new Date());
    logger.info({ job: job?.id, sent }, 'invitation reminders sent');
  });
  await jobs.boss.schedule(INVITATION_REMINDERS_QUEUE, INVITATION_REMINDERS_CRON, {}, { tz: 'UTC' });
}
