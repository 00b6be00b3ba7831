import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  CONTACT_LIMIT_MESSAGES as LIMIT,
  THIRD_PARTY_CONTACT_LIMITS as LIMITS,
} from '../../../domain/limits/third-party-contact-limits';
import { test } from '../../../testing/api-test';
import { approvedFuneralApplication } from '../../../testing/funeral-claims';
import type { ErrorResponse } from '../../../testing/order-api';
import { readOutbox } from '../../../testing/outbox';
import { profiles, rateLimits } from '../../db/schema';

const it = test.extend('approved', ({ testApp, admin }) => async () => {
  const applied = await approvedFuneralApplication(testApp, admin.client);
  const send = (email: string) =>
    applied.customer.client.postJson(`/api/funeral-applications/${applied.id}/claim-link`, { email });
  return { ...applied, send };
});

async function expectLimited(response: Response, message: string) {
  expect(response.status).toBe(429);
  expect(((await response.json()) as ErrorResponse).error.message).toBe(message);
}

// Each test signs up customers and an admin and waits for mail: slow on a busy machine.
const SLOW = { timeout: 60_000 };

describe('claim links, limited per address and per account a day (docs/decisions/061)', SLOW, () => {
  it('mails one address at most three links a day; another address is not affected', async ({ approved }) => {
    const plan = await approved();
    for (let n = 0; n < LIMITS.claimLink.perRecipient.max; n++) {
      expect((await plan.send(n === 1 ? ' Heir@Example.com' : 'heir@example.com')).status).toBe(201);
    }
    await expectLimited(await plan.send('heir@example.com'), LIMIT.claimLinkRecipient);
    expect((await plan.send('other.heir@example.com')).status).toBe(201);
  });

  it("stops an account at its day's claim links, and no other account", async ({ approved, db }) => {
    const plan = await approved();
    const other = await approved();
    await db.insert(rateLimits).values({
      key: `claim-link-send:day:user:${plan.customer.userId}`,
      windowStart: new Date(),
      count: LIMITS.claimLink.perAccount.max,
    });
    await expectLimited(await plan.send('heir@example.com'), LIMIT.claimLinkAccount);
    expect((await other.send('heir@example.com')).status).toBe(201);
  });

  it("names the holder by the account's name, never by what was typed into the application", async ({
    testApp,
    approved,
    db,
  }) => {
    const plan = await approved();
    const toHeir = async () =>
      (await readOutbox(testApp)).filter((mail) => mail.to?.includes('heir@example.com'));
    expect((await plan.send('heir@example.com')).status).toBe(201);
    const [first] = await toHeir();
    expect(first!.decoded).toContain(
      `${plan.customer.signUp.firstName} ${plan.customer.signUp.lastName} named you`,
    );
    expect(first!.decoded).not.toContain(plan.input.principal.firstName);

    await db
      .update(profiles)
      .set({ firstName: 'Win0 a prize at evil.example', lastName: 'x' })
      .where(eq(profiles.userId, plan.customer.userId));
    expect((await plan.send('heir@example.com')).status).toBe(201);
    const second = (await toHeir()).find((mail) => mail.file !== first!.file);
    expect(second!.decoded).toContain('The plan holder named you');
    expect(second!.decoded).not.toMatch(/evil|Win0|prize/);
  });
});
