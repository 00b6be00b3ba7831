import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import { addDays, calendarDateOf } from '../../../domain/calendar-date';
import { addMonths } from '../../../domain/funeral/funeral-claim-rules';
import { premiumReference } from '../../../domain/funeral/funeral-ledger';
import { formatNgn } from '../../../domain/money';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { messagesOut } from '../../../testing/messages-out';
import { readOutbox } from '../../../testing/outbox';
import { testPaymentsConfig } from '../../../testing/test-payments';
import type { TestApp } from '../../../testing/test-app';
import { auditLog, notifications } from '../../db/schema';
import { sendCoverNotices } from './cover-notices.service';

const today = calendarDateOf(new Date());
/** Noon UTC on a calendar day: the job's controlled clock. */
const at = (day: string) => new Date(`${day}T12:00:00Z`);
// Approved and first premium paid today: cover from tomorrow, premium 2 due a month after that.
const secondDue = addMonths(addDays(today, 1), 1);

/** Family plans approved by the console today, with `paid` premiums recorded as transfers arriving today. */
const it = test.extend('cover', async ({ testApp, admin }) => {
  const fixtures = applicationFixtures(testApp);
  return async (paid: number) => {
    const applied = await (await fixtures).funeralApplication();
    const path = `/api/admin/applications/funeral/${applied.id}`;
    expect((await admin.client.postJson(`${path}/status`, { status: 'approved' })).status).toBe(200);
    for (let premium = 0; premium < paid; premium++) {
      expect((await admin.client.postJson(`${path}/premiums`, { paidOn: today })).status).toBe(200);
    }
    return applied;
  };
});

function run(testApp: TestApp, day: string) {
  const deps = {
    db: testApp.runtime.database.db,
    ...messagesOut(testApp),
    bankTransfer: testPaymentsConfig().bankTransfer,
  };
  return sendCoverNotices(deps, at(day));
}

async function noticesOf(testApp: TestApp, userId: string) {
  return testApp.runtime.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.title, 'Your funeral plan%')))
    .orderBy(asc(notifications.createdAt), asc(notifications.title));
}

const none = { premium_due: 0, in_grace: 0, lapsed: 0 };

describe('the funeral cover notices job', { timeout: 60_000 }, () => {
  it('reminds 5 days before a premium is due by transfer, once, with its reference, amount and the bank', async ({
    testApp,
    cover,
  }) => {
    const plan = await cover(1);
    const email = plan.customer.signUp.email;
    expect(await run(testApp, addDays(secondDue, -6))).toEqual(none);
    expect(await run(testApp, addDays(secondDue, -5))).toEqual({ ...none, premium_due: 1 });
    expect(await run(testApp, addDays(secondDue, -5))).toEqual(none);
    expect(await run(testApp, addDays(secondDue, -1))).toEqual(none);

    const reference = premiumReference(plan.reference, 1);
    const [notice, ...more] = await noticesOf(testApp, plan.customer.userId);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: 'Your funeral plan premium is due soon',
      link: `/profile/applications/funeral/${plan.id}`,
    });
    expect(notice?.body).toContain(reference);
    const mails = (await readOutbox(testApp)).filter(
      (mail) => mail.to === email && mail.subject?.startsWith('Your funeral plan'),
    );
    expect(mails).toHaveLength(1);
    const bank = testPaymentsConfig().bankTransfer;
    for (const words of [reference, formatNgn(plan.monthlyPriceNgn), bank.bankName, bank.accountNumber])
      expect(mails[0]?.decoded).toContain(words);
  });

  it('tells of grace once and of the lapse once; nothing for a paid cover; a rerun sends nothing', async ({
    testApp,
    db,
    cover,
  }) => {
    const unpaid = await cover(1);
    // Three premiums paid: in force past the lapse of the other.
    const paid = await cover(3);
    const lapsedOn = addDays(secondDue, 31);

    expect(await run(testApp, secondDue)).toEqual({ ...none, in_grace: 1 });
    expect(await run(testApp, secondDue)).toEqual(none);
    expect(await run(testApp, addDays(secondDue, 30))).toEqual(none);
    expect(await run(testApp, lapsedOn)).toEqual({ ...none, lapsed: 1 });
    expect(await run(testApp, lapsedOn)).toEqual(none);
    expect(await run(testApp, addDays(lapsedOn, 10))).toEqual(none);

    const told = await noticesOf(testApp, unpaid.customer.userId);
    expect(told.map((notice) => notice.title)).toEqual([
      'Your funeral plan premium is unpaid',
      'Your funeral plan cover has lapsed',
    ]);
    expect(told[0]?.body).toContain(
      `${premiumReference(unpaid.reference, 1)}: ${formatNgn(unpaid.monthlyPriceNgn)}`,
    );
    expect(told[1]?.body).toContain(
      `${premiumReference(unpaid.reference, 2)}: ${formatNgn(unpaid.monthlyPriceNgn)}`,
    );
    expect(told[1]?.body).toContain('within 90 days');
    expect(told[1]?.body).toContain('a new 6-month waiting period');
    expect(await noticesOf(testApp, paid.customer.userId)).toEqual([]);

    const mails = (await readOutbox(testApp)).filter((mail) => mail.subject?.startsWith('Your funeral plan'));
    expect(mails.map((mail) => mail.to)).toEqual([
      unpaid.customer.signUp.email,
      unpaid.customer.signUp.email,
    ]);
    const recorded = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unpaid.id), eq(auditLog.action, 'cover notice sent')))
      .orderBy(asc(auditLog.createdAt));
    expect(recorded.map((entry) => entry.after?.notice)).toEqual([
      `in_grace:${secondDue}`,
      `lapsed:${lapsedOn}`,
    ]);
  });

  it('sends once when two runs go at once', async ({ testApp, cover }) => {
    const plan = await cover(1);
    const runs = await Promise.all([run(testApp, secondDue), run(testApp, secondDue)]);
    expect(runs[0].in_grace + runs[1].in_grace).toBe(1);
    expect(await noticesOf(testApp, plan.customer.userId)).toHaveLength(1);
  });
});
