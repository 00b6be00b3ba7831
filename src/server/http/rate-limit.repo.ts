import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { LONGEST_WINDOW_MS, type Hit } from './rate-limit.rules';

/**
 * Counts one hit (or `amount`, for a weighted rule) for `key` in a fixed window and returns the count so far with
 * the window's start, atomically in one statement, so concurrent requests on several instances never lose an
 * increment.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
  amount = 1,
): Promise<Hit> {
  const windowOpen = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${windowOpen.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: amount })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${amount}::integer else ${rateLimits.count} + ${amount}::integer end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row ?? { count: amount, windowStart: now };
}

/** Undoes a counted hit, for a request that turned out not to be what the counter counts. */
export async function takeBackHit(db: Db, key: string, amount = 1): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${amount}::integer, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Removes counters whose window opened before `olderThan`, but never one younger than the longest rule's window:
 * the caller's purge interval may be shorter than an hour-long failure window that is still counting.
 */
export async function purgeExpiredHits(db: Db, olderThan: Date, now = new Date()): Promise<void> {
  const cutoff = Math.min(olderThan.getTime(), now.getTime() - LONGEST_WINDOW_MS);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(cutoff)));
}
