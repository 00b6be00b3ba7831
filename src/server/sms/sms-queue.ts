import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { startDeliveryWorker } from '../jobs/delivery-worker';
import type { JobQueue } from '../jobs/job-queue';
import { PRODUCTION_MAIL_RETRIES, type MailRetries } from '../mail/mail-queue';
import type { SmsMessage, SmsProvider } from './sms-provider';

const SMS_QUEUE = 'sms';

export interface SmsQueue {
  /** Queues text messages inside the transaction of the change they announce, like mail (mail-queue.ts). */
  enqueue(tx: Db, messages: Array<SmsMessage | undefined>): Promise<void>;
}

export interface SmsDelivery extends SmsQueue {
  /** Wakes the worker now rather than at its next poll (tests). */
  nudge(): void;
  /** How many messages are still to be sent. */
  pending(): Promise<number>;
}

/**
 * The SMS queue and its worker (docs/decisions/036, 049): one job per message, sent by the provider (Termii, or the
 * outbox folder), retried with mail's backoff, logged with the job id only (a message holds a code or a link).
 */
export async function startSmsDelivery(
  jobs: JobQueue,
  provider: SmsProvider,
  logger: Logger,
  retries: MailRetries = PRODUCTION_MAIL_RETRIES,
): Promise<SmsDelivery> {
  const workerId = await startDeliveryWorker<SmsMessage>(
    jobs,
    SMS_QUEUE,
    (sms) => provider.send(sms),
    logger,
    retries,
    { channel: 'sms' },
  );
  return {
    enqueue: async (tx, messages) => {
      for (const message of messages) if (message) await jobs.send(tx, SMS_QUEUE, message);
    },
    nudge: () => jobs.boss.notifyWorker(workerId),
    pending: () => jobs.boss.getQueueSize(SMS_QUEUE, { before: 'completed' }),
  };
}
