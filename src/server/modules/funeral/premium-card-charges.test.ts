import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addDays, calendarDateOf, formatCalendarDate } from '../../../domain/calendar-date';
import { addMonths } from '../../../domain/funeral/funeral-claim-rules';
import { premiumReference } from '../../../domain/funeral/funeral-ledger';
import { formatIn } from '../../../domain/fx/format';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { messagesOut } from '../../../testing/messages-out';
import { readOutbox } from '../../../testing/outbox';
import { paystackTest, pressOnCheckout, returnFromCheckout } from '../../../testing/paystack-flow';
import type { PaystackStub } from '../../../testing/paystack-stub';
import { TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { testPaymentsConfig } from '../../../testing/test-payments';
import { auditLog, funeralLedgerEntries, funeralPremiumCards, notifications } from '../../db/schema';
import type { Db } from '../../db/client';
import { ProviderUnavailableError } from '../payments/card-provider';
import { PaystackCardProvider } from '../payments/paystack-provider';
import { coverReadingOf } from './funeral-premiums.service';
import { findPlanApplication } from './funeral.repo';
import { sendCoverNotices } from './cover-notices.service';
import { chargeSavedCards } from './premium-card-charges.service';
import { PREMIUM_CARD_SAVED, PREMIUM_CARD_STOPPED } from './premium-card.service';

const today = calendarDateOf(new Date());
/** Noon UTC on a calendar day: the job's controlled clock. */
const at = (day: string) => new Date(`${day}T12:00:00Z`);
// First premium paid by card today: cover from tomorrow, premium 2 due a month after that.
const secondDue = addMonths(addDays(today, 1), 1);
const DECLINED_TITLE = 'Your funeral plan premium could not be charged to your card';

/** Approved funeral plans whose first premium the holder paid by card today, saving the card. */
const it = paystackTest(['NGN', 'USD']).extend('cardPaid', async ({ testApp, admin, stub }) => {
  // One stub serves the file: each test counts its own charges.
  stub.chargeRequests.length = 0;
  stub.declineCharges = false;
  const fixtures = applicationFixtures(testApp);
  return async (currency: 'NGN' | 'USD' = 'NGN') => {
    const applied = await (await fixtures).funeralApplication();
    const path = `/api/admin/applications/funeral/${applied.id}`;
    expect((await admin.client.postJson(`${path}/status`, { status: 'approved' })).status).toBe(200);
    const client = applied.customer.client;
    const started = await client.postJson(`/api/funeral-applications/${applied.id}/premium-card/checkout`, {
      currency,
    });
    const { url } = (await started.json()) as { url: string };
    const back = await returnFromCheckout(client, await pressOnCheckout(url, 'pay'));
    expect(back.location).toMatch(/\?premium=paid$/);
    return { ...applied, email: applied.customer.signUp.email, userId: applied.customer.userId };
  };
});

const providerOptions = (stub: PaystackStub) => ({
  secretKey: stub.secretKey,
  baseUrl: stub.url,
  timeoutMs: 2_000,
  appUrl: TEST_ORIGIN,
  currencies: ['NGN', 'USD'] as const,
});

/** Paystack charging the card but not answering the verification: the job is left not knowing. */
class UnverifiedPaystack extends PaystackCardProvider {
  override verify(): never {
    throw new ProviderUnavailableError('Paystack GET /transaction/verify/:reference timed out');
  }
}

function run(
  testApp: TestApp,
  stub: PaystackStub,
  day: string,
  paystack = new PaystackCardProvider(providerOptions(stub)),
) {
  const deps = {
    db: testApp.runtime.database.db,
    ...messagesOut(testApp),
    bankTransfer: testPaymentsConfig().bankTransfer,
    paystack,
  };
  return chargeSavedCards(deps, at(day));
}

const ledgerOf = (db: Db, applicationId: string) =>
  db
    .select()
    .from(funeralLedgerEntries)
    .where(eq(funeralLedgerEntries.applicationId, applicationId))
    .orderBy(asc(funeralLedgerEntries.premiumIndex), asc(funeralLedgerEntries.settlement));

const declinedNotices = (db: Db, userId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, DECLINED_TITLE)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

const nothing = { paid: 0, declined: 0, unconfirmed: 0 };

const cardAudit = (db: Db, applicationId: string) =>
  db
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityId, applicationId),
        inArray(auditLog.action, [PREMIUM_CARD_SAVED, PREMIUM_CARD_STOPPED]),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

const cardPath = (id: string) => `/api/funeral-applications/${id}/premium-card`;

async function savedCard(db: Db, applicationId: string) {
  const [card] = await db
    .select()
    .from(funeralPremiumCards)
    .where(eq(funeralPremiumCards.applicationId, applicationId));
  return card;
}

describe('premiums charged to the saved card (decision 066, part B)', { timeout: 60_000 }, () => {
  it('charges the saved card on the due day, once, verifies it and records the premium with its receipt', async ({
    testApp,
    db,
    stub,
    cardPaid,
  }) => {
    const plan = await cardPaid();
    const [card] = await db
      .select()
      .from(funeralPremiumCards)
      .where(eq(funeralPremiumCards.applicationId, plan.id));
    expect(await run(testApp, stub, addDays(secondDue, -1))).toEqual(nothing);
    expect(stub.chargeRequests).toEqual([]);

    expect(await run(testApp, stub, secondDue)).toEqual({ ...nothing, paid: 1 });
    expect(await run(testApp, stub, secondDue)).toEqual(nothing);
    expect(await run(testApp, stub, addDays(secondDue, 1))).toEqual(nothing);
    expect(stub.chargeRequests).toEqual([
      {
        authorization_code: card!.authorizationCode,
        email: plan.email,
        amount: String(plan.monthlyPriceNgn),
        currency: 'NGN',
        reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
        metadata: {
          funeral_application: plan.reference,
          premium_reference: premiumReference(plan.reference, 1),
        },
      },
    ]);
    expect(await ledgerOf(db, plan.id)).toMatchObject([
      { premiumIndex: 0, method: 'card', paidOn: today },
      {
        premiumIndex: 1,
        method: 'card',
        paidOn: secondDue,
        chargeAmount: plan.monthlyPriceNgn,
        chargeCurrency: 'NGN',
        reference: premiumReference(plan.reference, 1),
      },
    ]);
    const application = (await findPlanApplication(db, plan.id))!;
    const reading = await coverReadingOf(db, application, addDays(secondDue, 1));
    expect(reading.standing.state).toBe('in_force');
    const receipts = (await readOutbox(testApp)).filter(
      (mail) => mail.to === plan.email && mail.subject?.includes('premium'),
    );
    expect(receipts).toHaveLength(2);
    expect(await declinedNotices(db, plan.userId)).toEqual([]);
  });

  it('charges once when two instances run at the same time', async ({ testApp, db, stub, cardPaid }) => {
    const plan = await cardPaid();
    const runs = await Promise.all([run(testApp, stub, secondDue), run(testApp, stub, secondDue)]);
    expect(runs.reduce((sum, made) => sum + made.paid, 0)).toBe(1);
    expect(stub.chargeRequests).toHaveLength(1);
    expect((await ledgerOf(db, plan.id)).map((row) => row.premiumIndex)).toEqual([0, 1]);
  });

  it('charges a card that paid in dollars the premium in dollars', async ({
    testApp,
    db,
    stub,
    cardPaid,
  }) => {
    const plan = await cardPaid('USD');
    expect(await run(testApp, stub, secondDue)).toEqual({ ...nothing, paid: 1 });
    expect(stub.chargeRequests).toMatchObject([{ amount: String(plan.monthlyPriceUsd), currency: 'USD' }]);
    expect((await ledgerOf(db, plan.id))[1]).toMatchObject({
      chargeAmount: plan.monthlyPriceUsd,
      chargeCurrency: 'USD',
    });
  });

  it('a declined card is retried on days 1, 3 and 7, the holder told each time, then the cover lapses', async ({
    testApp,
    db,
    stub,
    cardPaid,
  }) => {
    const plan = await cardPaid();
    stub.declineCharges = true;
    const days = [0, 1, 2, 3, 5, 7, 8, 20].map((late) => addDays(secondDue, late));
    const declined = [];
    for (const day of days) declined.push((await run(testApp, stub, day)).declined);
    expect(declined).toEqual([1, 1, 0, 1, 0, 1, 0, 0]);
    expect(stub.chargeRequests).toHaveLength(4);
    expect((await ledgerOf(db, plan.id)).map((row) => row.premiumIndex)).toEqual([0]);

    const notices = await declinedNotices(db, plan.userId);
    expect(notices).toHaveLength(4);
    const retries = [1, 3, 7].map((late) => addDays(secondDue, late));
    notices.slice(0, 3).forEach((notice, position) => {
      expect(notice.body).toContain(premiumReference(plan.reference, 1));
      expect(notice.body).toContain('Visa ending 4081');
      expect(notice.body).toContain(
        `We will try your card again on ${formatCalendarDate(retries[position]!)}`,
      );
    });
    expect(notices[3]?.body).toContain('We will not try your card again for this premium.');
    const mails = (await readOutbox(testApp)).filter(
      (mail) => mail.to === plan.email && mail.subject?.startsWith(DECLINED_TITLE),
    );
    expect(mails).toHaveLength(4);
    expect(mails[0]?.decoded).toContain(testPaymentsConfig().bankTransfer.accountNumber);

    const application = (await findPlanApplication(db, plan.id))!;
    const inGrace = await coverReadingOf(db, application, addDays(secondDue, 8));
    expect(inGrace.standing.state).toBe('in_grace');
    const lapsed = await coverReadingOf(db, application, addDays(secondDue, 31));
    expect(lapsed.standing.state).toBe('lapsed');
    expect(await run(testApp, stub, addDays(secondDue, 31))).toEqual(nothing);
    expect(stub.chargeRequests).toHaveLength(4);
  });

  it('a charge Paystack took while the job had no answer is found and recorded the next run, not charged again', async ({
    testApp,
    db,
    stub,
    cardPaid,
  }) => {
    const plan = await cardPaid();
    const unverified = new UnverifiedPaystack(providerOptions(stub));
    expect(await run(testApp, stub, secondDue, unverified)).toEqual({ ...nothing, unconfirmed: 1 });
    expect(await ledgerOf(db, plan.id)).toHaveLength(1);
    expect(await run(testApp, stub, addDays(secondDue, 1))).toEqual({ ...nothing, paid: 1 });
    expect(stub.chargeRequests).toHaveLength(1);
    expect(await ledgerOf(db, plan.id)).toMatchObject([
      { premiumIndex: 0 },
      { premiumIndex: 1, method: 'card', paidOn: addDays(secondDue, 1) },
    ]);
    expect(await declinedNotices(db, plan.userId)).toEqual([]);
  });
});

describe('replacing the card and stopping card payments (decision 066, part C)', { timeout: 60_000 }, () => {
  it('the 5-day reminder names the card a premium will be charged to; once stopped, it asks for a transfer', async ({
    testApp,
    db,
    stub,
    cardPaid,
  }) => {
    const remind = (paystack: PaystackCardProvider | null, day: string) =>
      sendCoverNotices(
        { db, ...messagesOut(testApp), bankTransfer: testPaymentsConfig().bankTransfer, paystack },
        at(day),
      );
    const reminders = async (userId: string) =>
      (await db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
        (notice) => notice.title === 'Your funeral plan premium is due soon',
      );
    const paystack = new PaystackCardProvider(providerOptions(stub));
    const dollars = await cardPaid('USD');
    expect((await remind(paystack, addDays(secondDue, -5))).premium_due).toBe(1);
    const [byCard] = await reminders(dollars.userId);
    expect(byCard?.body).toContain(
      `We will charge ${formatIn(dollars.monthlyPriceUsd, 'USD')} to your Visa ending 4081 on that day, so there is nothing for you to do.`,
    );
    const mail = (await readOutbox(testApp)).find(
      (sent) => sent.to === dollars.email && sent.subject?.includes('due soon'),
    );
    expect(mail?.decoded).toContain('Visa ending 4081');
    expect(mail?.decoded).toContain('Or pay by bank transfer');

    const stopped = await cardPaid();
    const client = stopped.customer.client;
    expect((await client.fetch(cardPath(stopped.id), { method: 'DELETE' })).status).toBe(200);
    expect((await remind(paystack, addDays(secondDue, -5))).premium_due).toBe(1);
    const [byTransfer] = await reminders(stopped.userId);
    expect(byTransfer?.body).toContain('Pay it by bank transfer, quoting its own reference');
    expect(byTransfer?.body).not.toContain('Visa');
  });

  it('stopping forgets the card, so nothing is charged on the due day; audited by the holder, once', async ({
    testApp,
    db,
    stub,
    cardPaid,
  }) => {
    const plan = await cardPaid();
    const client = plan.customer.client;
    const stopped = await client.fetch(cardPath(plan.id), { method: 'DELETE' });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ offered: true, card: null });
    expect((await client.fetch(cardPath(plan.id), { method: 'DELETE' })).status).toBe(200);
    expect(await savedCard(db, plan.id)).toBeUndefined();

    expect(await run(testApp, stub, secondDue)).toEqual(nothing);
    expect(stub.chargeRequests).toEqual([]);
    expect(await cardAudit(db, plan.id)).toMatchObject([
      { action: PREMIUM_CARD_SAVED, actorId: 'system', before: null, after: { card: 'Visa ending 4081' } },
      { action: PREMIUM_CARD_STOPPED, actorId: plan.userId, before: { card: 'Visa ending 4081' } },
    ]);
  });

  it('another card paid with replaces the saved one and pays the premiums after; audited', async ({
    testApp,
    db,
    stub,
    cardPaid,
    customer,
  }) => {
    const plan = await cardPaid();
    const first = await savedCard(db, plan.id);
    const client = plan.customer.client;
    const started = await client.postJson(`${cardPath(plan.id)}/checkout`, { currency: 'NGN' });
    const { url } = (await started.json()) as { url: string };
    expect((await returnFromCheckout(client, await pressOnCheckout(url, 'pay'))).location).toMatch(
      /\?premium=paid$/,
    );
    const second = await savedCard(db, plan.id);
    expect(second?.authorizationCode).not.toBe(first?.authorizationCode);
    expect(await cardAudit(db, plan.id)).toMatchObject([
      { action: PREMIUM_CARD_SAVED, before: null },
      {
        action: PREMIUM_CARD_SAVED,
        before: { card: 'Visa ending 4081' },
        after: { card: 'Visa ending 4081' },
      },
    ]);

    const thirdDue = addMonths(addDays(today, 1), 2);
    expect(await run(testApp, stub, secondDue)).toEqual(nothing);
    expect(await run(testApp, stub, thirdDue)).toEqual({ ...nothing, paid: 1 });
    expect(stub.chargeRequests).toMatchObject([{ authorization_code: second!.authorizationCode }]);

    expect((await customer.client.fetch(cardPath(plan.id), { method: 'DELETE' })).status).toBe(404);
    expect(await savedCard(db, plan.id)).toBeDefined();
  });
});
