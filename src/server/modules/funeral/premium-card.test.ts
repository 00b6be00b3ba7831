import { asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { applicationDetailPath } from '../../../domain/applications/application-pages';
import { calendarDateOf } from '../../../domain/calendar-date';
import { premiumReference } from '../../../domain/funeral/funeral-ledger';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { readOutbox } from '../../../testing/outbox';
import {
  paystackTest,
  pressOnCheckout,
  returnFromCheckout,
  sendPaystackWebhook,
} from '../../../testing/paystack-flow';
import { TEST_ORIGIN } from '../../../testing/test-app';
import type { TestClient } from '../../../testing/test-client';
import { funeralLedgerEntries, funeralPremiumCards } from '../../db/schema';
import type { Db } from '../../db/client';

const today = calendarDateOf(new Date());

const it = paystackTest(['NGN', 'USD']).extend('approved', async ({ testApp, admin }) => {
  const fixtures = applicationFixtures(testApp);
  return async () => {
    const applied = await (await fixtures).funeralApplication();
    const path = `/api/admin/applications/funeral/${applied.id}`;
    expect((await admin.client.postJson(`${path}/status`, { status: 'approved' })).status).toBe(200);
    return { ...applied, client: applied.customer.client, email: applied.customer.signUp.email };
  };
});

const cardPath = (id: string) => `/api/funeral-applications/${id}/premium-card`;

async function startCardPayment(client: TestClient, id: string, body: unknown = { currency: 'NGN' }) {
  const response = await client.postJson(`${cardPath(id)}/checkout`, body);
  return { status: response.status, body: (await response.json()) as { url?: string; message?: string } };
}

const ledgerOf = (db: Db, applicationId: string) =>
  db
    .select()
    .from(funeralLedgerEntries)
    .where(eq(funeralLedgerEntries.applicationId, applicationId))
    .orderBy(asc(funeralLedgerEntries.premiumIndex), asc(funeralLedgerEntries.settlement));

async function receiptMails(testApp: Parameters<typeof readOutbox>[0], email: string) {
  return (await readOutbox(testApp)).filter((mail) => mail.to === email && mail.subject?.includes('premium'));
}

async function coverOf(client: TestClient, id: string) {
  const detail = (await (await client.fetch(`/api/funeral-applications/${id}`)).json()) as {
    application: { cover: { state: string }; receipts: { payment: { method: string; currency: string } }[] };
  };
  return detail.application;
}

describe('Funeral premiums by card (decision 066)', () => {
  it("initialises a Paystack transaction for the next premium's own amount, whatever the browser sends", async ({
    approved,
    stub,
  }) => {
    const plan = await approved();
    const { status, body } = await startCardPayment(plan.client, plan.id, {
      currency: 'NGN',
      amount: 1,
      premiumIndex: 4,
    });
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${stub.url}/checkout/[0-9a-f]{16}$`));
    expect(stub.initializeRequests.at(-1)).toEqual({
      email: plan.email,
      amount: String(plan.monthlyPriceNgn),
      currency: 'NGN',
      reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
      callback_url: `${TEST_ORIGIN}${cardPath(plan.id)}/return`,
      metadata: {
        funeral_application: plan.reference,
        premium_reference: premiumReference(plan.reference, 0),
        cancel_action: `${TEST_ORIGIN}${applicationDetailPath('funeral', plan.id)}`,
      },
    });
  });

  it('pays the first premium: the ledger row by card, the cover in force, the receipt, and the card named but never its code', async ({
    testApp,
    db,
    approved,
  }) => {
    const plan = await approved();
    expect((await coverOf(plan.client, plan.id)).cover.state).toBe('awaiting_first_premium');
    const { body } = await startCardPayment(plan.client, plan.id);
    const back = await returnFromCheckout(plan.client, await pressOnCheckout(body.url!, 'pay'));
    expect(back).toEqual({
      status: 303,
      location: `${applicationDetailPath('funeral', plan.id)}?premium=paid`,
    });

    const ledger = await ledgerOf(db, plan.id);
    expect(ledger).toMatchObject([
      {
        kind: 'premium',
        premiumIndex: 0,
        method: 'card',
        amountNgn: plan.monthlyPriceNgn,
        chargeAmount: plan.monthlyPriceNgn,
        chargeCurrency: 'NGN',
        reference: premiumReference(plan.reference, 0),
        paidOn: today,
        recordedBy: null,
      },
    ]);
    const application = await coverOf(plan.client, plan.id);
    expect(application.cover.state).toBe('in_force');
    expect(application.receipts.map((receipt) => receipt.payment.method)).toEqual(['card']);
    expect(await receiptMails(testApp, plan.email)).toHaveLength(1);

    const card = await plan.client.fetch(cardPath(plan.id));
    const text = await card.text();
    expect(JSON.parse(text)).toEqual({
      offered: true,
      card: { brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030' },
    });
    const [saved] = await db
      .select()
      .from(funeralPremiumCards)
      .where(eq(funeralPremiumCards.applicationId, plan.id));
    expect(saved?.authorizationCode).toMatch(/^AUTH_/);
    expect(text).not.toContain(saved!.authorizationCode);
  });

  it('records a payment once, whether the webhook or the return comes first and however often', async ({
    testApp,
    db,
    approved,
    stub,
  }) => {
    const plan = await approved();
    const { body } = await startCardPayment(plan.client, plan.id);
    const callback = await pressOnCheckout(body.url!, 'pay');
    const reference = new URL(callback).searchParams.get('reference')!;
    const webhook = stub.chargeSuccessWebhook(reference);
    expect((await sendPaystackWebhook(testApp, webhook)).status).toBe(200);
    expect((await sendPaystackWebhook(testApp, webhook)).status).toBe(200);
    expect((await returnFromCheckout(plan.client, callback)).location).toMatch(/\?premium=paid$/);
    expect((await returnFromCheckout(plan.client, callback)).location).toMatch(/\?premium=paid$/);
    expect(await ledgerOf(db, plan.id)).toHaveLength(1);
    expect(await receiptMails(testApp, plan.email)).toHaveLength(1);
  });

  it('a declined card records nothing, saves no card, and the holder may try again', async ({
    db,
    approved,
  }) => {
    const plan = await approved();
    const { body } = await startCardPayment(plan.client, plan.id);
    const back = await returnFromCheckout(plan.client, await pressOnCheckout(body.url!, 'decline'));
    expect(back.location).toBe(`${applicationDetailPath('funeral', plan.id)}?premium=failed`);
    expect(await ledgerOf(db, plan.id)).toEqual([]);
    expect(await db.$count(funeralPremiumCards, eq(funeralPremiumCards.applicationId, plan.id))).toBe(0);
    expect((await startCardPayment(plan.client, plan.id)).status).toBe(200);
  });

  it('money taken for a premium settled meanwhile by transfer is not recorded as another premium', async ({
    db,
    admin,
    approved,
  }) => {
    const plan = await approved();
    const { body } = await startCardPayment(plan.client, plan.id);
    const premiums = `/api/admin/applications/funeral/${plan.id}/premiums`;
    expect((await admin.client.postJson(premiums, { paidOn: today })).status).toBe(200);
    const back = await returnFromCheckout(plan.client, await pressOnCheckout(body.url!, 'pay'));
    expect(back.location).toBe(`${applicationDetailPath('funeral', plan.id)}?premium=unconfirmed`);
    expect(await ledgerOf(db, plan.id)).toMatchObject([{ premiumIndex: 0, method: 'transfer' }]);
  });

  it('charges a holder who reads prices in dollars the premium in dollars, and receipts it so', async ({
    db,
    approved,
    stub,
  }) => {
    const plan = await approved();
    const { body } = await startCardPayment(plan.client, plan.id, { currency: 'USD' });
    expect(stub.initializeRequests.at(-1)).toMatchObject({
      amount: String(plan.monthlyPriceUsd),
      currency: 'USD',
    });
    await returnFromCheckout(plan.client, await pressOnCheckout(body.url!, 'pay'));
    expect(await ledgerOf(db, plan.id)).toMatchObject([
      {
        method: 'card',
        chargeAmount: plan.monthlyPriceUsd,
        chargeCurrency: 'USD',
        amountNgn: plan.monthlyPriceNgn,
      },
    ]);
    const receipts = (await coverOf(plan.client, plan.id)).receipts;
    expect(receipts.map((receipt) => receipt.payment.currency)).toEqual(['USD']);
  });

  it("refuses an application not yet approved, and another holder's", async ({ testApp, customer }) => {
    const applied = await (await applicationFixtures(testApp)).funeralApplication();
    expect((await startCardPayment(applied.customer.client, applied.id)).status).toBe(409);
    expect((await startCardPayment(customer.client, applied.id)).status).toBe(404);
    expect((await customer.client.fetch(cardPath(applied.id))).status).toBe(404);
  });
});
