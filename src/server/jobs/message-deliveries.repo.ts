import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messageDeliveries } from '../db/schema';

export type DeliveryMark = (typeof messageDeliveries.$inferSelect)['state'];

/**
 * Marks a message 'sending' before the provider is called, committed on its own. Null when this attempt claimed
 * it; otherwise the mark an earlier attempt (or another worker) left, which says not to send blindly.
 */
export async function claimDelivery(db: Db, jobId: string, queue: string): Promise<DeliveryMark | null> {
  const claimed = await db
    .insert(messageDeliveries)
    .values({ jobId, queue, state: 'sending' })
    .onConflictDoNothing()
    .returning({ jobId: messageDeliveries.jobId });
  if (claimed.length > 0) return null;
  const [existing] = await db
    .select({ state: messageDeliveries.state })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.jobId, jobId));
  // Purged between the two statements (only a mark days old is): nothing to go by, so claim it afresh.
  return existing?.state ?? (await claimDelivery(db, jobId, queue));
}

export async function markDelivery(db: Db, jobId: string, state: DeliveryMark): Promise<void> {
  await db
    .update(messageDeliveries)
    .set({ state, updatedAt: sql`now()` })
    .where(eq(messageDeliveries.jobId, jobId));
}

/** A send the provider refused: the mark goes, so the queue's retry sends it like a first attempt. */
export async function releaseDelivery(db: Db, jobId: string): Promise<void> {
  await db
    .delete(messageDeliveries)
    .where(and(eq(messageDeliveries.jobId, jobId), eq(messageDeliveries.state, 'sending')));
}

export async function purgeDeliveryMarks(db: Db, olderThan: Date): Promise<void> {
  await db.delete(messageDeliveries).where(lt(messageDeliveries.updatedAt, olderThan));
}
