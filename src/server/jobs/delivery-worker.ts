import type { Logger } from 'pino';
import { ensureQueue, type JobQueue } from './job-queue';

const POLL_SECONDS = 2;
// pg-boss waits a polling interval after each fetch: taken one at a time, a burst of messages would go out one
// every two seconds.
const BATCH_SIZE = 20;

export interface DeliveryRetries {
  /** Seconds before the first retry; with backoff each next wait doubles. */
  delaySeconds: number;
  backoff: boolean;
  limit: number;
}

/**
 * A queue of messages to deliver, one job per message, and this instance's worker for it (mail, text messages):
 * each message is sent on its own, and one that fails is retried with backoff by pg-boss and logged with its job
 * id only (a message's address and words are personal). Returns the worker's id, to wake it.
 */
export async function startDeliveryWorker<Message extends object>(
  jobs: JobQueue,
  queue: string,
  send: (message: Message) => Promise<void>,
  logger: Logger,
  retries: DeliveryRetries,
): Promise<string> {
  await ensureQueue(jobs, queue, {
    name: queue,
    retryLimit: retries.limit,
    retryDelay: retries.delaySeconds,
    retryBackoff: retries.backoff,
    expireInSeconds: 5 * 60,
  });
  return jobs.boss.work<Message>(
    queue,
    { pollingIntervalSeconds: POLL_SECONDS, batchSize: BATCH_SIZE },
    async (batch) => {
      // Each message fails on its own: pg-boss completes the batch's jobs still active once this returns.
      for (const job of batch) {
        try {
          await send(job.data);
        } catch (error) {
          logger.warn({ err: error, job: job.id, queue }, 'could not deliver a message; it will be retried');
          await jobs.boss.fail(queue, job.id, { message: 'send failed' });
        }
      }
    },
  );
}
