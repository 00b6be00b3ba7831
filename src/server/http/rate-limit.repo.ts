import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { LONGEST_WINDOW_MS, type Hit } from './rate-limit.rules';

export interface CounterHit {
  key: string;
  windowMs: number;
  /** What this request adds: one, or its weight for a weighted rule. */
  amount: number;
}

export interface CountedHits {
  /** The request's once-only mark was counted before: a repeat, so none of its counters were. */
  repeat: boolean;
  /** Each counter's count so far and its window's start, in the order given; empty for a repeat. */
  hits: Hit[];
}

/**
 * Counts a request's hits on all its counters in one statement, each in a fixed window of its own, and returns the
 * counts so far with their windows' starts. With a `once` key (a repeat of the request is the same request), that
 * mark is counted first and the others only when it was new. One statement is atomic: concurrent requests on
 * several instances never lose an increment, and a repeat racing its first is counted once. The counters are
 * written in key order, so two requests sharing several counters lock them in the same order and never deadlock.
 */
export async function countHits(
  db: Db,
  counters: readonly CounterHit[],
  now = new Date(),
  once?: { key: string; windowMs: number },
): Promise<CountedHits> {
  const keys = new Set(counters.map(({ key }) => key));
  if (keys.size < counters.length) throw new Error('A request counts each counter once');
  const at = sql`${now.toISOString()}::timestamptz`;
  const opensAfter = (windowMs: number) =>
    sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  // A window that opened at or before this is over: the hit starts a new one.
  const upsert = (expired: SQL, amount: SQL) => sql`
    on conflict (key) do update set
      count = case when ${expired} then ${amount} else rate_limits.count + ${amount} end,
      window_start = case when ${expired} then ${at} else rate_limits.window_start end`;
  const mark = once
    ? sql`once as (
        insert into rate_limits (key, window_start, count) values (${once.key}, ${at}, 1)
        ${upsert(sql`rate_limits.window_start <= ${opensAfter(once.windowMs)}`, sql`1`)}
        returning count),`
    : sql``;
  const isNew = once ? sql`(select count from once) = 1` : sql`true`;
  const rows = counters.length
    ? sql.join(
        counters.map(
          ({ key, windowMs, amount }) => sql`(${key}, ${opensAfter(windowMs)}, ${amount}::integer)`,
        ),
        sql`, `,
      )
    : sql`(null::text, null::timestamptz, null::integer)`;
  const result = await db.execute(sql`
    with ${mark} wanted (key, window_open, amount) as (values ${rows}),
    counted as (
      insert into rate_limits (key, window_start, count)
      select key, ${at}, amount from wanted where key is not null and ${isNew} order by key
      ${upsert(
        sql`rate_limits.window_start <= (select window_open from wanted where wanted.key = excluded.key)`,
        sql`excluded.count`,
      )}
      returning key, count, window_start)
    select ${once ? sql`(select count from once)` : sql`1`} as once_count,
      (select coalesce(json_agg(json_build_array(key, count, window_start)), '[]') from counted) as counted`);
  const [row] = (result as unknown as { rows: { once_count: number; counted: unknown }[] }).rows;
  if (!row) throw new Error('Counting hits answered no row');
  if (Number(row.once_count) > 1) return { repeat: true, hits: [] };
  // PGlite answers json already parsed; node-postgres too, but a driver may hand back the text.
  const counted = (typeof row.counted === 'string' ? JSON.parse(row.counted) : row.counted) as [
    string,
    number,
    string,
  ][];
  const byKey = new Map(counted.map(([key, count, start]) => [key, { count, windowStart: new Date(start) }]));
  return {
    repeat: false,
    hits: counters.map(({ key, amount }) => byKey.get(key) ?? { count: amount, windowStart: now }),
  };
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
