import { like, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  CONTACT_LIMIT_MESSAGES as LIMIT,
  THIRD_PARTY_CONTACT_LIMITS as LIMITS,
} from '../../../../domain/limits/third-party-contact-limits';
import { it } from '../../../../testing/api-test';
import { invitationsOf } from '../../../../testing/invitations';
import { moveOrderAs } from '../../../../testing/member-cards';
import { placeOrderAs, type ErrorResponse } from '../../../../testing/order-api';
import { makeBeneficiary } from '../../../../testing/order-factories';
import { signedUpClient } from '../../../../testing/signed-up-client';
import type { TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { rateLimits } from '../../../db/schema';

/** A paid order for two people, and a way to re-send each one's link as any client. */
async function paidOrder(testApp: TestApp, admin: TestClient) {
  const sponsor = await signedUpClient(testApp);
  const order = await placeOrderAs(sponsor.client, { beneficiaries: [makeBeneficiary(), makeBeneficiary()] });
  await moveOrderAs(admin, order.id, 'paid');
  const people = await invitationsOf(sponsor.client, order.id);
  const resend = (client: TestClient, person: number) =>
    client.fetch(`/api/orders/${order.id}/invitations/${people[person]!.beneficiaryId}/resend`, {
      method: 'POST',
    });
  return { sponsor, resend };
}

async function expectLimited(response: Response, message: string) {
  expect(response.status).toBe(429);
  expect(((await response.json()) as ErrorResponse).error.message).toBe(message);
}

describe(
  're-sent links, limited per person and per account a day (docs/decisions/061)',
  { timeout: 60_000 },
  () => {
    it('sends a person at most five links a day, however the hours pass, and counts a refusal as nothing', async ({
      testApp,
      admin,
      db,
    }) => {
      const { sponsor, resend } = await paidOrder(testApp, admin.client);
      const stranger = await signedUpClient(testApp);
      expect((await resend(stranger.client, 0)).status).toBe(404);
      const { max } = LIMITS.invitationResend.perPerson;
      for (let sent = 0; sent < max; sent++) {
        // An hour passes between bursts: the burst counter opens again, the day's does not.
        if (sent % LIMITS.invitationResend.perPersonBurst.max === 0) {
          await db
            .update(rateLimits)
            .set({ windowStart: sql`${rateLimits.windowStart} - interval '2 hours'` })
            .where(like(rateLimits.key, 'invitation-resend:item:%'));
        }
        expect((await resend(sponsor.client, 0)).status).toBe(200);
      }
      await db
        .update(rateLimits)
        .set({ windowStart: sql`${rateLimits.windowStart} - interval '2 hours'` })
        .where(like(rateLimits.key, 'invitation-resend:item:%'));
      await expectLimited(await resend(sponsor.client, 0), LIMIT.invitationPerson);
      // The other person on the order is not affected.
      expect((await resend(sponsor.client, 1)).status).toBe(200);
    });

    it('stops an account at its day’s invitations, and no other account', async ({ testApp, admin, db }) => {
      const first = await paidOrder(testApp, admin.client);
      const other = await paidOrder(testApp, admin.client);
      const { max } = LIMITS.invitationResend.perAccount;
      // The account has re-sent all but two of its day's links already.
      await db.insert(rateLimits).values({
        key: `invitation-resend:day:user:${first.sponsor.userId}`,
        windowStart: new Date(),
        count: max - 2,
      });
      expect((await first.resend(first.sponsor.client, 0)).status).toBe(200);
      expect((await first.resend(first.sponsor.client, 1)).status).toBe(200);
      await expectLimited(await first.resend(first.sponsor.client, 0), LIMIT.invitationAccount);
      expect((await other.resend(other.sponsor.client, 0)).status).toBe(200);
    });
  },
);
