import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import { addDays, calendarDateOf } from '../../../domain/calendar-date';
import { COVER_CLAIM_MESSAGES } from '../../../domain/funeral/cover-claim-rule';
import { PREMIUM_MESSAGES, premiumReference } from '../../../domain/funeral/funeral-ledger';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { makeClaim, postClaim } from '../../../testing/funeral-claims';
import { auditLog, notifications } from '../../db/schema';

const today = () => calendarDateOf(new Date());

/** A family plan applied for and approved by the console today: its first premium is due. */
const it = test.extend('approved', async ({ testApp, admin }) => {
  const fixtures = applicationFixtures(testApp);
  return async () => {
    const applied = await (await fixtures).funeralApplication();
    const approve = await admin.client.postJson(`/api/admin/applications/funeral/${applied.id}/status`, {
      status: 'approved',
    });
    expect(approve.status).toBe(200);
    return {
      ...applied,
      premiumsPath: `/api/admin/applications/funeral/${applied.id}/premiums`,
      claimsPath: `/api/funeral-applications/${applied.id}/claims`,
    };
  };
});

type Cover = {
  state: string;
  text: string;
  coverStart: string | null;
  nextPremium: { reference: string } | null;
};

const SLOW = { timeout: 90_000 };

describe('the first premium', SLOW, () => {
  it('is due on approval: no cover and no claim until it is paid', async ({ approved }) => {
    const plan = await approved();
    const { client } = plan.customer;
    const detail = (await (await client.fetch(`/api/funeral-applications/${plan.id}`)).json()) as {
      application: { cover: Cover };
    };
    expect(detail.application.cover).toEqual({
      state: 'awaiting_first_premium',
      label: 'Awaiting first premium',
      text: 'Awaiting the first premium: cover starts the day after it is paid',
      coverStart: null,
      nextPremium: {
        index: 0,
        dueOn: today(),
        reference: premiumReference(plan.reference, 0),
        amountUsd: plan.monthlyPriceUsd,
        amountNgn: plan.monthlyPriceNgn,
      },
    });
    // The claim page no longer says the cover started on the approval day.
    const claims = (await (await client.fetch(plan.claimsPath)).json()) as { coverStart: string | null };
    expect(claims.coverStart).toBeNull();
    const refused = await postClaim(client, plan.claimsPath, makeClaim({ dateOfDeath: today() }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: { fields: { dateOfDeath: COVER_CLAIM_MESSAGES.noCoverYet } },
    });
  });

  it('recorded by an admin as a transfer received: audited, the holder told, cover from the next day', async ({
    db,
    admin,
    approved,
  }) => {
    const plan = await approved();
    const recorded = await admin.client.postJson(plan.premiumsPath, { paidOn: today() });
    expect(recorded.status).toBe(200);
    const { application } = (await recorded.json()) as {
      application: { cover: Cover; ledger: Array<Record<string, unknown>> };
    };
    const tomorrow = addDays(today(), 1);
    expect(application.cover).toMatchObject({ state: 'in_force', coverStart: tomorrow });
    expect(application.ledger).toEqual([
      expect.objectContaining({
        kind: 'premium',
        premiumIndex: 0,
        method: 'transfer',
        reference: premiumReference(plan.reference, 0),
        paidOn: today(),
        amountNgn: plan.monthlyPriceNgn,
      }),
    ]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'premium recorded'));
    expect(entry).toMatchObject({ actorId: admin.userId, entityId: plan.id });
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Funeral plan premium received'));
    expect(told).toHaveLength(1);

    // The owner reads the same state; a death today is before the cover.
    const { client } = plan.customer;
    const detail = (await (await client.fetch(`/api/funeral-applications/${plan.id}`)).json()) as {
      application: { cover: Cover };
    };
    expect(detail.application.cover.state).toBe('in_force');
    expect(detail.application.cover.nextPremium?.reference).toBe(premiumReference(plan.reference, 1));
    const claim = await postClaim(client, plan.claimsPath, makeClaim({ dateOfDeath: today() }));
    expect(claim.status).toBe(422);
  });

  it('refuses a transfer dated in the future, before approval, or for a plan not approved', async ({
    admin,
    testApp,
    approved,
  }) => {
    const plan = await approved();
    const future = await admin.client.postJson(plan.premiumsPath, { paidOn: addDays(today(), 1) });
    expect(future.status).toBe(422);
    expect(await future.json()).toMatchObject({
      error: { fields: { paidOn: PREMIUM_MESSAGES.paidOnFuture } },
    });
    const early = await admin.client.postJson(plan.premiumsPath, { paidOn: addDays(today(), -1) });
    expect(early.status).toBe(422);
    expect(await early.json()).toMatchObject({
      error: { fields: { paidOn: PREMIUM_MESSAGES.paidOnBeforeApproval } },
    });
    const pending = await (await applicationFixtures(testApp)).funeralApplication();
    const notApproved = await admin.client.postJson(
      `/api/admin/applications/funeral/${pending.id}/premiums`,
      {
        paidOn: today(),
      },
    );
    expect(notApproved.status).toBe(409);
    expect(await notApproved.json()).toMatchObject({ error: { message: PREMIUM_MESSAGES.nothingDue } });
  });

  it('is for admins only', async ({ approved, customer }) => {
    const plan = await approved();
    expect((await customer.client.postJson(plan.premiumsPath, { paidOn: today() })).status).toBe(403);
  });
});
