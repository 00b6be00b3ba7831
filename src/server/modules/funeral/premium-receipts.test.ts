import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { test } from '../../../testing/api-test';
import { addDays, calendarDateOf, formatCalendarDate } from '../../../domain/calendar-date';
import { addMonths } from '../../../domain/funeral/funeral-claim-rules';
import { premiumReference } from '../../../domain/funeral/funeral-ledger';
import { formatNgn } from '../../../domain/money';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { readOutbox } from '../../../testing/outbox';
import { TEST_ORIGIN } from '../../../testing/test-app';
import { notifications } from '../../db/schema';

const today = calendarDateOf(new Date());

const it = test.extend('approved', async ({ testApp, admin }) => {
  const fixtures = applicationFixtures(testApp);
  return async () => {
    const applied = await (await fixtures).funeralApplication();
    const path = `/api/admin/applications/funeral/${applied.id}`;
    expect((await admin.client.postJson(`${path}/status`, { status: 'approved' })).status).toBe(200);
    return { ...applied, premiumsPath: `${path}/premiums` };
  };
});

type Receipt = {
  index: number;
  reference: string;
  periodFrom: string;
  periodTo: string;
  payment: { method: string; amount: number; currency: string };
};

it(
  'every premium recorded gets a receipt by mail, in its transaction, and on the application page',
  {
    timeout: 60_000,
  },
  async ({ testApp, db, admin, approved }) => {
    const plan = await approved();
    const { client, signUp, userId } = plan.customer;
    for (let premium = 0; premium < 2; premium++)
      expect((await admin.client.postJson(plan.premiumsPath, { paidOn: today })).status).toBe(200);

    const coverStart = addDays(today, 1);
    const detail = (await (await client.fetch(`/api/funeral-applications/${plan.id}`)).json()) as {
      application: { receipts: Receipt[] };
    };
    expect(detail.application.receipts).toEqual([
      {
        index: 0,
        reference: premiumReference(plan.reference, 0),
        periodFrom: coverStart,
        periodTo: addDays(addMonths(coverStart, 1), -1),
        payment: {
          method: 'bank_transfer',
          amount: plan.monthlyPriceNgn,
          currency: 'NGN',
          paidAt: `${today}T12:00:00.000Z`,
        },
      },
      expect.objectContaining({
        index: 1,
        reference: premiumReference(plan.reference, 1),
        periodFrom: addMonths(coverStart, 1),
      }),
    ]);

    const mails = (await readOutbox(testApp)).filter(
      (mail) => mail.to === signUp.email && mail.subject?.startsWith('Receipt for premium'),
    );
    // The outbox's files are not named in sending order: sorted by subject.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Receipt for premium 1, ${premiumReference(plan.reference, 0)} | Diaspora Hub`,
      `Receipt for premium 2, ${premiumReference(plan.reference, 1)} | Diaspora Hub`,
    ]);
    const second = mails.find((mail) => mail.subject?.includes(premiumReference(plan.reference, 1)))!.decoded;
    for (const words of [
      `You paid ${formatNgn(plan.monthlyPriceNgn)} by bank transfer on ${formatCalendarDate(today)}.`,
      `Reference: ${premiumReference(plan.reference, 1)}`,
      `Pays for: ${formatCalendarDate(addMonths(coverStart, 1))} to`,
      `${TEST_ORIGIN}/profile/applications/funeral/${plan.id}`,
    ])
      expect(second).toContain(words);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Funeral plan premium received')))
      .orderBy(asc(notifications.createdAt));
    expect(told).toHaveLength(2);
  },
);

it('a refused premium sends no receipt', { timeout: 60_000 }, async ({ testApp, admin, approved }) => {
  const plan = await approved();
  const refused = await admin.client.postJson(plan.premiumsPath, { paidOn: addDays(today, -1) });
  expect(refused.status).toBe(422);
  const mails = (await readOutbox(testApp)).filter((mail) => mail.subject?.startsWith('Receipt for premium'));
  expect(mails).toEqual([]);
});

it(
  'My Orders gives an approved plan its standing in the words of its page',
  { timeout: 60_000 },
  async ({ admin, approved }) => {
    const plan = await approved();
    const list = async () =>
      (
        (await (await plan.customer.client.fetch('/api/funeral-applications')).json()) as {
          applications: Array<{ id: string; cover?: { state: string; text: string } }>;
        }
      ).applications.find((each) => each.id === plan.id)?.cover;
    expect(await list()).toEqual({
      state: 'awaiting_first_premium',
      label: 'Awaiting first premium',
      text: 'Awaiting the first premium: cover starts the day after it is paid',
    });
    expect((await admin.client.postJson(plan.premiumsPath, { paidOn: today })).status).toBe(200);
    const detail = (await (
      await plan.customer.client.fetch(`/api/funeral-applications/${plan.id}`)
    ).json()) as {
      application: { cover: { text: string } };
    };
    expect((await list())?.text).toBe(detail.application.cover.text);
    expect((await list())?.state).toBe('in_force');
  },
);
