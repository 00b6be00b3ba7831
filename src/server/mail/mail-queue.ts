import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { CompanionInsert } from '../db/statement-parts';
import { insertJobsWhen } from '../jobs/insert-jobs-when';
import { startDeliveryWorker, type DeliveryRetries } from '../jobs/delivery-worker';
import type { JobQueue } from '../jobs/job-queue';
import type { MailMessage, Mailer } from './mailer';

const MAIL_QUEUE = 'mail';
export type MailRetries = DeliveryRetries;

/**
 * A mail server down for most of a day still gets every mail: 12 retries, doubling from 30 s, span about 34 hours.
 * A message a server refuses for good fails the same way, so a bad address costs a dozen attempts, no more.
 */
export const PRODUCTION_MAIL_RETRIES: MailRetries = { delaySeconds: 30, backoff: true, limit: 12 };

export interface MailQueue {
  /**
   * Queues mail inside the transaction that makes the change it announces: sent once that change is committed,
   * never for one rolled back, and never lost to a crash or a mail server that is down.
   */
  enqueue(tx: Db, mails: Array<MailMessage | undefined>): Promise<void>;
  /**
   * The same mail as a part of the one statement that makes the change (insertJobsWhen), for a write that needs
   * no transaction otherwise: queued exactly when that statement writes its row.
   */
  part(mails: Array<MailMessage | undefined>): CompanionInsert;
}

export interface MailDelivery extends MailQueue {
  /**
   * Queues mail outside any transaction without making the caller wait (the password reset: answering later for
   * known emails would tell which have accounts), then wakes the worker. A failure to queue is logged.
   */
  enqueueDetached(db: Db, mails: MailMessage[]): void;
  /** Resolves once every detached enqueue started so far has settled: for shutdown, and for tests. */
  idle(): Promise<void>;
  /** Wakes the worker now rather than at its next poll (tests, and mail a user waits for). */
  nudge(): void;
  /** How many mails are still to be sent (waiting, retrying or being sent). */
  pending(): Promise<number>;
}

/**
 * The mail queue and its worker: each job is one message, sent by the mailer (SMTP, or the outbox folder);
 * a send that fails is retried with backoff by pg-boss, and logged without its address or text.
 */
export async function startMailDelivery(
  jobs: JobQueue,
  mailer: Mailer,
  logger: Logger,
  retries: MailRetries = PRODUCTION_MAIL_RETRIES,
): Promise<MailDelivery> {
  const workerId = await startDeliveryWorker<MailMessage>(
    jobs,
    MAIL_QUEUE,
    (mail, key) => mailer.send(mail, key),
    logger,
    retries,
    { channel: 'mail' },
  );
  const enqueue: MailQueue['enqueue'] = async (tx, mails) => {
    for (const mail of mails) if (mail) await jobs.send(tx, MAIL_QUEUE, mail);
  };
  const part: MailQueue['part'] = (mails) => ({
    insertWhen: (rows, when) => insertJobsWhen(MAIL_QUEUE, rows, when),
    rows: JSON.stringify(mails.filter((mail) => mail !== undefined)),
  });
  const nudge = () => jobs.boss.notifyWorker(workerId);
  const detached = new Set<Promise<void>>();
  return {
    enqueue,
    part,
    enqueueDetached: (db, mails) => {
      const queued = enqueue(db, mails).then(nudge, (error: unknown) => {
        logger.error({ err: error }, 'could not queue a mail');
      });
      detached.add(queued);
      void queued.finally(() => detached.delete(queued));
    },
    idle: async () => {
      await Promise.allSettled([...detached]);
    },
    nudge,
    pending: () => jobs.boss.getQueueSize(MAIL_QUEUE, { before: 'completed' }),
  };
}
