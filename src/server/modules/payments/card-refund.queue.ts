import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { ensureQueue, type JobQueue } from '../../jobs/job-queue';

const CARD_REFUND_QUEUE = 'card-refund';

/**
 * Card refunds go to the provider through the durable job queue (docs/decisions/052): the job is written in the
 * transaction that removes the person, so it exists exactly when the removal does, and a provider that is down is
 * asked again later. Each job carries only the refund's id; the row says what to give back.
 */
export interface CardRefundQueue {
  enqueue(tx: Db, refundId: string): Promise<void>;
  /** Starts this instance's worker: `send` asks the provider for one refund, and throws to be retried. */
  work(send: (refundId: string) => Promise<void>): Promise<void>;
}

export async function openCardRefundQueue(jobs: JobQueue, logger: Logger): Promise<CardRefundQueue> {
  // A provider down for a day still gets the refund: 10 retries, doubling from a minute, span about 17 hours.
  await ensureQueue(jobs, CARD_REFUND_QUEUE, {
    name: CARD_REFUND_QUEUE,
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  return {
    enqueue: (tx, refundId) => jobs.send(tx, CARD_REFUND_QUEUE, { refundId }),
    work: async (send) => {
      await jobs.boss.work<{ refundId: string }>(
        CARD_REFUND_QUEUE,
        { pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            await send(job.data.refundId);
          } catch (error) {
            logger.warn(
              { err: error, refund: job.data.refundId },
              'card refund not sent; it will be retried',
            );
            throw error;
          }
        },
      );
    },
  };
}
