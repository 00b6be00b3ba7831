import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../server/db/client';
import { messageDeliveries } from '../server/db/schema';
import type { DeliveryRetries } from '../server/jobs/delivery-worker';
import type { JobQueue } from '../server/jobs/job-queue';

/** Retries at once, so a test sees the second attempt without waiting out a delay. */
export const IMMEDIATE_RETRIES: DeliveryRetries = { delaySeconds: 0, backoff: false, limit: 3 };

/** A queue name no other test uses, so the runtime's own workers and other tests never take its jobs. */
export const testQueueName = () => `test-delivery-${randomBytes(4).toString('hex')}`;

export interface TestMessage {
  n: number;
}

/** Queues messages 1…count on `queue`, returning their job ids in that order. */
export async function queueMessages(jobs: JobQueue, queue: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const id = await jobs.boss.send(queue, { n });
    if (!id) throw new Error('pg-boss did not queue the message');
    ids.push(id);
  }
  return ids;
}

/** Waits until no job of `queue` is waiting, retrying or active. */
export async function queueSettled(jobs: JobQueue, queue: string, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await jobs.boss.getQueueSize(queue, { before: 'completed' })) > 0) {
    if (Date.now() > deadline) throw new Error(`${queue} still has jobs after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function deliveryMark(db: Db, jobId: string) {
  const [row] = await db
    .select({ state: messageDeliveries.state })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.jobId, jobId));
  return row?.state ?? null;
}

/** How many times each message number appears in `received`, for those not exactly once. */
export function notExactlyOnce(received: number[], count: number): Record<number, number> {
  const times: Record<number, number> = {};
  for (let n = 1; n <= count; n++) times[n] = 0;
  for (const n of received) times[n] = (times[n] ?? 0) + 1;
  return Object.fromEntries(Object.entries(times).filter(([, seen]) => seen !== 1));
}
