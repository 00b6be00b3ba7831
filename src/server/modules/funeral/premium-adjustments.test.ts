import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { calendarDateOf } from '../../../domain/calendar-date';
import { PREMIUM_MESSAGES, premiumReference } from '../../../domain/funeral/funeral-ledger';
import { test } from '../../../testing/api-test';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { auditLog, notifications } from '../../db/schema';

// Waiving and refunding a premium (issue 27 point 7, decision 065), with the clock stopped.

beforeEach(() => {
  vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const today = () => calendarDateOf(new Date());

type Detail = {
  application: {
    cover: { state: string; nextPremium: { index: number; dueOn: string } | null };
    ledger: Array<{ kind: string; premiumIndex: number | null; amountNgn: number; reference: string }>;
  };
};

/** A family plan approved today, its first premium not paid yet. */
const it = test.extend('approved', async ({ testApp, admin }) => {
  const fixtures = await applicationFixtures(testApp);
  return async () => {
    const applied = await fixtures.funeralApplication();
    const approve = await admin.client.postJson(`/api/admin/applications/funeral/${applied.id}/status`, {
      status: 'approved',
    });
    expect(approve.status).toBe(200);
    return { ...applied, path: `/api/admin/applications/funeral/${applied.id}/premiums` };
  };
});

const SLOW = { timeout: 60_000 };

describe('waiving a premium', SLOW, () => {
  it('counts the next premium as paid without money, once, audited with the reason, the holder told', async ({
    admin,
    db,
    approved,
  }) => {
    const plan = await approved();
    const waive = () =>
      admin.client.postJson(`${plan.path}/waive`, { premiumIndex: 0, reason: '  Hardship agreed by phone ' });
    const [first, second] = await Promise.all([waive(), waive()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(await refused.json()).toMatchObject({ error: { message: PREMIUM_MESSAGES.notNext } });

    const { application } = (await (
      await admin.client.fetch(`/api/admin/applications/funeral/${plan.id}`)
    ).json()) as Detail;
    // The cover runs from tomorrow as if the premium were paid today.
    expect(application.cover.state).toBe('in_force');
    expect(application.cover.nextPremium?.index).toBe(1);
    expect(application.ledger).toEqual([
      expect.objectContaining({
        kind: 'waiver',
        premiumIndex: 0,
        method: null,
        amountNgn: 0,
        reference: premiumReference(plan.reference, 0),
        paidOn: today(),
      }),
    ]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, plan.id), eq(auditLog.action, 'premium waived')))
      .orderBy(asc(auditLog.createdAt));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.userId,
      after: { premium: 1, reason: 'Hardship agreed by phone' },
    });
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Funeral plan premium waived'))
      .orderBy(asc(notifications.createdAt));
    expect(told.filter((notice) => notice.body.includes(premiumReference(plan.reference, 0)))).toHaveLength(
      1,
    );
  });

  it('refuses a missing or too long reason on its field, a premium that is not the next, and customers', async ({
    admin,
    customer,
    approved,
  }) => {
    const plan = await approved();
    const missing = await admin.client.postJson(`${plan.path}/waive`, { premiumIndex: 0, reason: '   ' });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: { fields: { reason: PREMIUM_MESSAGES.reason } } });
    const long = await admin.client.postJson(`${plan.path}/waive`, {
      premiumIndex: 0,
      reason: 'x'.repeat(501),
    });
    expect(await long.json()).toMatchObject({
      error: { fields: { reason: PREMIUM_MESSAGES.reasonTooLong } },
    });
    const later = await admin.client.postJson(`${plan.path}/waive`, { premiumIndex: 1, reason: 'Ahead' });
    expect(later.status).toBe(409);
    const notAdmin = await customer.client.postJson(`${plan.path}/waive`, { premiumIndex: 0, reason: 'Me' });
    expect(notAdmin.status).toBe(403);
  });
});

describe('refunding a premium', SLOW, () => {
  it('returns the latest premium paid: a negative row, the premium unpaid again and payable once more', async ({
    admin,
    db,
    approved,
  }) => {
    const plan = await approved();
    expect((await admin.client.postJson(plan.path, { paidOn: today() })).status).toBe(200);
    const refund = () =>
      admin.client.postJson(`${plan.path}/refund`, { premiumIndex: 0, reason: 'Paid twice by mistake' });
    const [first, second] = await Promise.all([refund(), refund()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);

    let detail = (await (
      await admin.client.fetch(`/api/admin/applications/funeral/${plan.id}`)
    ).json()) as Detail;
    expect(detail.application.cover.state).toBe('awaiting_first_premium');
    expect(
      detail.application.ledger.map(({ kind, amountNgn, reference }) => ({ kind, amountNgn, reference })),
    ).toEqual([
      { kind: 'premium', amountNgn: plan.monthlyPriceNgn, reference: premiumReference(plan.reference, 0) },
      {
        kind: 'refund',
        amountNgn: -plan.monthlyPriceNgn,
        reference: `${premiumReference(plan.reference, 0)}-R1`,
      },
    ]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, plan.id), eq(auditLog.action, 'premium refunded')));
    expect(audit).toMatchObject({ after: { premium: 1, reason: 'Paid twice by mistake' } });
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Funeral plan premium refunded'))
      .orderBy(asc(notifications.createdAt));
    expect(told.filter((notice) => notice.body.includes(premiumReference(plan.reference, 0)))).toHaveLength(
      1,
    );

    // Paid again: its second settlement, with a reference of its own.
    expect((await admin.client.postJson(plan.path, { paidOn: today() })).status).toBe(200);
    detail = (await (
      await admin.client.fetch(`/api/admin/applications/funeral/${plan.id}`)
    ).json()) as Detail;
    expect(detail.application.cover.state).toBe('in_force');
    expect(detail.application.ledger.at(-1)).toMatchObject({
      kind: 'premium',
      reference: `${premiumReference(plan.reference, 0)}-2`,
    });
  });

  it('refuses a waived premium, one not paid, and one that is not the latest', async ({
    admin,
    approved,
  }) => {
    const plan = await approved();
    const notPaid = await admin.client.postJson(`${plan.path}/refund`, { premiumIndex: 0, reason: 'No' });
    expect(notPaid.status).toBe(409);
    expect(await notPaid.json()).toMatchObject({ error: { message: PREMIUM_MESSAGES.notRefundable } });
    expect((await admin.client.postJson(plan.path, { paidOn: today() })).status).toBe(200);
    expect(
      (await admin.client.postJson(`${plan.path}/waive`, { premiumIndex: 1, reason: 'Gift' })).status,
    ).toBe(200);
    for (const premiumIndex of [0, 1]) {
      const refused = await admin.client.postJson(`${plan.path}/refund`, { premiumIndex, reason: 'No' });
      expect(refused.status).toBe(409);
    }
  });
});
