import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { addDays, calendarDateOf } from '../../../domain/calendar-date';
import type { AdminPremiumsView } from '../../../domain/funeral/admin-premiums';
import { premiumReference } from '../../../domain/funeral/funeral-ledger';
import { coverStartsAfterPayment, lapsesOn, premiumDueOn } from '../../../domain/funeral/premium-schedule';
import { test } from '../../../testing/api-test';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { moveApplicationBack } from '../../../testing/funeral-cover-history';
import { funeralLedgerEntries } from '../../db/schema';

// The admin's lists of premiums due and overdue, arrears and lapses coming (issue 27 point 7, decision 065), read
// with the clock stopped so "today" cannot change under a test.

const PATH = '/api/admin/funeral-premiums';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const today = () => calendarDateOf(new Date());

/** A family plan approved `daysAgo` days ago whose first premium arrived on the approval day (none if `unpaid`). */
const it = test.extend('cover', async ({ testApp, admin, db }) => {
  const fixtures = await applicationFixtures(testApp);
  return async (daysAgo: number, paid = true) => {
    const applied = await fixtures.funeralApplication();
    const approve = await admin.client.postJson(`/api/admin/applications/funeral/${applied.id}/status`, {
      status: 'approved',
    });
    expect(approve.status).toBe(200);
    if (daysAgo > 0) await moveApplicationBack(db, applied.id, daysAgo);
    const approvedOn = addDays(today(), -daysAgo);
    if (paid)
      await db.insert(funeralLedgerEntries).values({
        applicationId: applied.id,
        kind: 'premium',
        premiumIndex: 0,
        method: 'transfer',
        amountUsd: applied.monthlyPriceUsd,
        amountNgn: applied.monthlyPriceNgn,
        reference: premiumReference(applied.reference, 0),
        paidOn: approvedOn,
      });
    const dueOn = (index: number) => premiumDueOn(index, approvedOn, coverStartsAfterPayment(approvedOn));
    return { ...applied, approvedOn, dueOn };
  };
});

async function lists(client: { fetch: (path: string) => Promise<Response> }) {
  const response = await client.fetch(PATH);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPremiumsView;
}

const SLOW = { timeout: 60_000 };

describe('premiums to watch', SLOW, () => {
  it('lists a first premium due today, a cover in grace about to lapse, a lapsed cover in arrears, not one paid up', async ({
    admin,
    cover,
  }) => {
    const awaiting = await cover(0, false);
    const paidUp = await cover(10);
    // A cover whose second premium is overdue and whose grace ends within the week (the day depends on the months).
    let lapsing: Awaited<ReturnType<typeof cover>> | undefined;
    for (let days = 55; !lapsing && days < 70; days++) {
      const dueOn = premiumDueOn(1, addDays(today(), -days), addDays(today(), -days + 1));
      const lapse = lapsesOn(dueOn);
      if (lapse > today() && lapse <= addDays(today(), 7)) lapsing = await cover(days);
    }
    if (!lapsing) throw new Error('no cover lapses within the week');
    const lapsed = await cover(100);

    const view = await lists(admin.client);
    expect(view.today).toBe(today());
    const mine = <T extends { applicationId: string }>(rows: T[], id: string) =>
      rows.filter((row) => row.applicationId === id);

    expect(mine(view.due.rows, awaiting.id)).toEqual([
      {
        applicationId: awaiting.id,
        applicationReference: awaiting.reference,
        holder: `${awaiting.input.principal.firstName} ${awaiting.input.principal.lastName}`,
        reference: premiumReference(awaiting.reference, 0),
        amountUsd: awaiting.monthlyPriceUsd,
        amountNgn: awaiting.monthlyPriceNgn,
        dueOn: today(),
        overdue: false,
      },
    ]);
    expect(mine(view.arrears.rows, awaiting.id)).toEqual([]);

    const lists3: Array<Array<{ applicationId: string }>> = [
      view.due.rows,
      view.arrears.rows,
      view.lapses.rows,
    ];
    for (const list of lists3) expect(mine(list, paidUp.id)).toEqual([]);

    expect(mine(view.due.rows, lapsing.id)[0]).toMatchObject({
      reference: premiumReference(lapsing.reference, 1),
      dueOn: lapsing.dueOn(1),
      overdue: true,
    });
    expect(mine(view.arrears.rows, lapsing.id)).toEqual([
      expect.objectContaining({
        premiums: 1,
        amountNgn: lapsing.monthlyPriceNgn,
        unpaidSince: lapsing.dueOn(1),
      }),
    ]);
    expect(mine(view.lapses.rows, lapsing.id)).toEqual([
      expect.objectContaining({
        applicationReference: lapsing.reference,
        lapsesOn: lapsesOn(lapsing.dueOn(1)),
      }),
    ]);

    // Lapsed about 70 days ago, still reinstatable: every premium due since is owed, and no lapse is coming.
    const owed = [1, 2, 3, 4].filter((index) => lapsed.dueOn(index) <= today());
    expect(mine(view.due.rows, lapsed.id).map((row) => row.reference)).toEqual(
      [1, 2, 3, 4]
        .filter((index) => lapsed.dueOn(index) <= addDays(today(), 7))
        .map((index) => premiumReference(lapsed.reference, index)),
    );
    expect(mine(view.arrears.rows, lapsed.id)).toEqual([
      expect.objectContaining({
        premiums: owed.length,
        amountNgn: lapsed.monthlyPriceNgn * owed.length,
        unpaidSince: lapsed.dueOn(1),
      }),
    ]);
    expect(mine(view.lapses.rows, lapsed.id)).toEqual([]);

    // Oldest first.
    const days = view.due.rows.map((row) => row.dueOn);
    expect(days).toEqual([...days].sort());
  });

  it('is for admins only', async ({ customer, visitor }) => {
    expect((await customer.client.fetch(PATH)).status).toBe(403);
    expect((await visitor.fetch(PATH)).status).toBe(401);
  });
});
