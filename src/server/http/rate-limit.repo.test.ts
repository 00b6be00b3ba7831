import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { countHits } from './rate-limit.repo';

const DAY = 24 * 60 * 60_000;
const counter = (key: string, amount = 1, windowMs = DAY) => ({ key, windowMs, amount });

async function counts(db: Db, keys: string[]) {
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
  return Object.fromEntries(rows.map(({ key, count }) => [key, count]));
}

// All of a request's counters are one statement (issue 31): these hold it to what one statement each promised.
describe('counting a request on all its counters at once', () => {
  it('counts each counter in its own window, with its amount, and answers in the order asked', async ({
    db,
  }) => {
    const now = new Date('2026-11-29T12:00:00Z');
    await db.insert(rateLimits).values([
      { key: 't:stale', windowStart: new Date(now.getTime() - 61_000), count: 9 },
      { key: 't:open', windowStart: new Date(now.getTime() - 61_000), count: 9 },
    ]);
    const { repeat, hits } = await countHits(
      db,
      [counter('t:stale', 1, 60_000), counter('t:new', 20), counter('t:open', 2, DAY)],
      now,
    );
    expect(repeat).toBe(false);
    expect(hits.map(({ count }) => count)).toEqual([1, 20, 11]);
    expect(hits.map(({ windowStart }) => windowStart.getTime() - now.getTime())).toEqual([0, 0, -61_000]);
  });

  it('counts nothing of a repeat of a once-only request, and all of it once the mark has expired', async ({
    db,
  }) => {
    const once = { key: 't:once', windowMs: DAY };
    const now = new Date('2026-11-29T12:00:00Z');
    expect((await countHits(db, [counter('t:a', 3)], now, once)).repeat).toBe(false);
    expect(await countHits(db, [counter('t:a', 3)], now, once)).toEqual({ repeat: true, hits: [] });
    expect(await counts(db, ['t:a', 't:once'])).toEqual({ 't:a': 3, 't:once': 2 });
    const tomorrow = new Date(now.getTime() + DAY);
    expect((await countHits(db, [counter('t:a', 3)], tomorrow, once)).repeat).toBe(false);
    expect(await counts(db, ['t:a'])).toEqual({ 't:a': 3 });
  });

  it('loses no hit and counts a racing repeat once when requests share counters in any order', async ({
    db,
  }) => {
    // On PostgreSQL (TEST_DATABASE_URL) these run on separate connections: listing the same counters in opposite
    // orders deadlocked ('deadlock detected') until the statement wrote them in key order.
    const keys = ['t:w', 't:x', 't:y', 't:z'];
    const requests = Array.from({ length: 100 }, (_, n) => {
      const mine = n % 2 ? [...keys].reverse() : keys;
      return countHits(
        db,
        mine.map((key) => counter(key)),
      );
    });
    await Promise.all(requests);
    expect(await counts(db, keys)).toEqual({ 't:w': 100, 't:x': 100, 't:y': 100, 't:z': 100 });

    const once = { key: 't:same-order', windowMs: DAY };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => countHits(db, [counter('t:person', 20)], new Date(), once)),
    );
    expect(answers.filter(({ repeat }) => !repeat)).toHaveLength(1);
    expect(await counts(db, ['t:person'])).toEqual({ 't:person': 20 });
  });

  it('refuses counting one counter twice in a request, a mistake in the rules', async ({ db }) => {
    await expect(countHits(db, [counter('t:twice'), counter('t:twice')])).rejects.toThrow(/once/);
  });
});
