import type { Job } from 'pg-boss';
import type { Logger } from 'pino';
import type { MessageChannel, MessageOutcome } from '../observability/metrics';
import { ensureQueue, type JobQueue } from './job-queue';
import { claimDelivery, markDelivery, purgeDeliveryMarks, releaseDelivery } from './message-deliveries.repo';

// A person waits for some of these (a confirmation link, the code texted to a relative at her door): a message
// queued in a transaction waits up to one polling interval after the commit, so a second, not two. The cost is one
// indexed fetch a second per queue and instance.
const POLL_SECONDS = 1;
// pg-boss waits a polling interval after each fetch: taken one at a time, a burst of messages would go out one
// a second.
const BATCH_SIZE = 20;
/** A job that fails in flight is retried once its 5 minutes active are up. */
export const DELIVERY_EXPIRY_SECONDS = 5 * 60;
// A mark outlives every retry of its message (mail's 12 retries span about 34 hours), then goes.
const MARK_KEPT_MS = 3 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface DeliveryRetries {
  /** Seconds before the first retry; with backoff each next wait doubles. */
  delaySeconds: number;
  backoff: boolean;
  limit: number;
}

/**
 * Sends one message. `key` is the same on every attempt at that message (its job's id): a provider that
 * deduplicates by a key the caller gives gets it, mail uses it for a stable Message-ID.
 */
export type SendMessage<Message> = (message: Message, key: string) => Promise<void>;

export interface DeliveryOptions {
  /**
   * The provider drops a second request with the same key, so a message interrupted mid-send may be sent again
   * with it. Neither SMTP nor Termii does (docs/decisions/062): for them an interrupted message is not resent.
   */
  providerDeduplicates?: boolean;
  /** What the messages are, for the count of those sent and failed (the job queue's metrics, when it has any). */
  channel?: MessageChannel;
}

/** The queue's retries, and its expiry: how long a worker that died mid-batch holds its messages. */
export function createDeliveryQueue(jobs: JobQueue, queue: string, retries: DeliveryRetries): Promise<void> {
  return ensureQueue(jobs, queue, {
    name: queue,
    retryLimit: retries.limit,
    retryDelay: retries.delaySeconds,
    retryBackoff: retries.backoff,
    expireInSeconds: DELIVERY_EXPIRY_SECONDS,
  });
}

/**
 * A queue of messages to deliver, one job per message, and this instance's worker for it (mail, text messages).
 * Each message is completed on its own as soon as it is sent, and marked in the database before the provider is
 * called, so a crash mid-batch neither resends the messages already sent nor sends the one in hand twice
 * (docs/decisions/062). One that fails is retried with backoff by pg-boss and logged with its job id only (a
 * message's address and words are personal). Returns the worker's id, to wake it.
 */
export async function startDeliveryWorker<Message extends object>(
  jobs: JobQueue,
  queue: string,
  send: SendMessage<Message>,
  logger: Logger,
  retries: DeliveryRetries,
  options: DeliveryOptions = {},
): Promise<string> {
  await createDeliveryQueue(jobs, queue, retries);
  const { db, boss } = jobs;
  let purgedAt = 0;
  const { channel } = options;
  const count = (outcome: MessageOutcome) => {
    if (channel) jobs.metrics?.messages.inc({ channel, outcome });
  };

  const deliver = async (job: Job<Message>) => {
    const mark = await claimDelivery(db, job.id, queue);
    if (mark === 'sending' && !options.providerDeduplicates) {
      // The last attempt died between the mark and the provider's answer: the message may well have gone.
      await markDelivery(db, job.id, 'interrupted');
      count('interrupted');
      logger.warn({ job: job.id, queue }, 'a message was interrupted mid-send; it is not sent again');
    }
    if (mark === null || (mark === 'sending' && options.providerDeduplicates)) {
      try {
        await send(job.data, job.id);
      } catch (error) {
        logger.warn({ err: error, job: job.id, queue }, 'could not deliver a message; it will be retried');
        await releaseDelivery(db, job.id);
        await boss.fail(queue, job.id, { message: 'send failed' });
        count('failed');
        return;
      }
      await markDelivery(db, job.id, 'sent');
      count('sent');
    }
    // At once, not with the batch: a crash later in the batch leaves this one done.
    await boss.complete(queue, job.id);
  };

  return boss.work<Message>(
    queue,
    { pollingIntervalSeconds: POLL_SECONDS, batchSize: BATCH_SIZE },
    async (batch) => {
      if (Date.now() - purgedAt > PURGE_EVERY_MS) {
        purgedAt = Date.now();
        await purgeDeliveryMarks(db, new Date(purgedAt - MARK_KEPT_MS));
      }
      // pg-boss then completes the batch's jobs still active: none, as each was completed or failed here.
      for (const job of batch) await deliver(job);
    },
  );
}
