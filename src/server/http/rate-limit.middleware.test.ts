import { eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import type { Db } from '../db/client';
import { signedUpClient } from '../../testing/signed-up-client';
import { createTestClient, type TestClient } from '../../testing/test-client';
import { rateLimits } from '../db/schema';
import { emailKeySuffix } from './rate-limit.middleware';
import { purgeExpiredHits } from './rate-limit.repo';

const signIn = (client: TestClient, email: string, password: string) =>
  client.postJson('/api/auth/sign-in/email', { email, password });

async function counter(db: Db, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count;
}

/** A minute passes for this address: its per-minute attempts counter starts again. */
const nextMinute = (db: Db, client: TestClient) =>
  db.delete(rateLimits).where(eq(rateLimits.key, `sign-in:ip:${client.ip}`));

describe('sign-in limits', () => {
  it('counts per email under a hash of the address, never the address itself', async ({
    db,
    visitor: client,
  }) => {
    await signIn(client, 'Counted.Person@Example.com', 'wrong-password-1');
    await signIn(client, 'counted.person@example.com', 'wrong-password-2');
    const rows = await db.select().from(rateLimits).where(like(rateLimits.key, '%:email:%'));
    const hash = emailKeySuffix('counted.person@example.com');
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: `sign-in${hash}`, count: 2 }),
        expect.objectContaining({ key: `sign-in:ip:${client.ip}${hash}`, count: 2 }),
      ]),
    );
    expect(rows.some((row) => row.key.toLowerCase().includes('counted'))).toBe(false);
  });

  it('12 failures from one address do not stop the owner signing in from another', async ({
    testApp,
    customer: { signUp },
    visitor: attacker,
  }) => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await signIn(attacker, signUp.email, `guess-${i}`)).status);
    expect(answers).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect((await signIn(createTestClient(testApp), signUp.email, signUp.password)).status).toBe(200);
  });

  it('holds back one address guessing one email for 15 minutes, and only for that email', async ({
    testApp,
    customer: { signUp },
    db,
  }) => {
    const other = await signedUpClient(testApp);
    const attacker = createTestClient(testApp);
    for (let i = 0; i < 10; i++)
      expect((await signIn(attacker, signUp.email, `guess-${i}`)).status).toBe(401);
    await nextMinute(db, attacker);
    const refused = await signIn(attacker, signUp.email, signUp.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await refused.json()).toMatchObject({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.' },
    });
    expect((await signIn(attacker, other.signUp.email, other.signUp.password)).status).toBe(200);
  });

  it("a success empties that address's failures for the email, and takes back its own count", async ({
    testApp,
    customer: { signUp },
    db,
  }) => {
    const hash = emailKeySuffix(signUp.email);
    const owner = createTestClient(testApp);
    for (let i = 0; i < 5; i++) await signIn(owner, signUp.email, `typo-${i}`);
    expect(await counter(db, `sign-in:ip:${owner.ip}${hash}`)).toBe(5);
    expect((await signIn(owner, signUp.email, signUp.password)).status).toBe(200);
    expect(await counter(db, `sign-in:ip:${owner.ip}${hash}`)).toBeUndefined();
    expect(await counter(db, `sign-in${hash}`)).toBe(5);
    // A malformed body tests no password: it counts as an attempt, not as a failure.
    await owner.postJson('/api/auth/sign-in/email', { email: signUp.email, password: 42 });
    expect(await counter(db, `sign-in${hash}`)).toBe(5);
  });

  it('stops guessing spread over many addresses at 50 failures an hour, and only then refuses the owner', async ({
    testApp,
    db,
    customer: { signUp },
  }) => {
    // 45 failures from as many addresses earlier this hour (written directly: each real one takes a password hash).
    await db
      .insert(rateLimits)
      .values({ key: `sign-in${emailKeySuffix(signUp.email)}`, windowStart: new Date(), count: 45 });
    for (let i = 0; i < 4; i++) {
      expect((await signIn(createTestClient(testApp), signUp.email, `spread-${i}`)).status).toBe(401);
    }
    // Below the ceiling the owner is not held back by others' failures.
    expect((await signIn(createTestClient(testApp), signUp.email, signUp.password)).status).toBe(200);
    expect((await signIn(createTestClient(testApp), signUp.email, 'spread-49')).status).toBe(401);
    const refused = await signIn(createTestClient(testApp), signUp.email, signUp.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('counts the admin sign-in with the same counters', async ({
    customer: { signUp },
    visitor: client,
    db,
  }) => {
    const admin = await client.api.admin['sign-in'].$post({
      json: { email: signUp.email, password: 'wrong-1' },
    });
    expect(admin.status).toBe(401);
    expect(await counter(db, `sign-in${emailKeySuffix(signUp.email)}`)).toBe(1);
    expect(await counter(db, `sign-in:ip:${client.ip}${emailKeySuffix(signUp.email)}`)).toBe(1);
  });
});

it('keeps a counter whose window is still open when purging those older than ten minutes', async ({ db }) => {
  const now = new Date();
  const opened = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  await db.insert(rateLimits).values([
    { key: 'purge-test:recent', windowStart: opened(30), count: 3 },
    // Past the longest window, a day (the limits on contacting others, docs/decisions/061).
    { key: 'purge-test:old', windowStart: opened(24 * 60 + 1), count: 3 },
  ]);
  await purgeExpiredHits(db, opened(10), now);
  const left = await db.select().from(rateLimits).where(like(rateLimits.key, 'purge-test:%'));
  expect(left.map((row) => row.key)).toEqual(['purge-test:recent']);
});
