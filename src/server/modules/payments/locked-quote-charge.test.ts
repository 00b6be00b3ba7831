import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { formatIn } from '../../../domain/fx/quote';
import { itWithTestCards as it } from '../../../testing/api-test';
import { createExchangeRate } from '../../../testing/exchange-rate-factory';
import { placeOrderAs } from '../../../testing/order-api';
import type { TestApp } from '../../../testing/test-app';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { completedEvent, signedWebhookRequest } from '../../../testing/test-payments';
import type { Db } from '../../db/client';
import { orders, paymentCheckouts } from '../../db/schema';

// The built-in test checkout takes pounds, euros and Canadian dollars as a provider abroad does (TEST_CHARGE_RULE).

async function startCheckout(client: TestClient, orderId: string) {
  const response = await client.api.payments.checkout.$post({ json: { orderId } });
  expect(response.status).toBe(200);
  return (await response.json()).url.split('/').pop()!;
}

async function storedCharge(db: Db, checkoutId: string) {
  const [row] = await db
    .select({ amount: paymentCheckouts.chargeAmount, currency: paymentCheckouts.chargeCurrency })
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.id, checkoutId));
  return row;
}

const sendWebhook = (testApp: TestApp, event: unknown) =>
  createTestClient(testApp, { origin: null }).fetch('/api/payments/webhook', signedWebhookRequest(event));

/** An order to pay by card in pounds, its quote locked at ₦2,050 = £1. */
async function poundsCardOrder(db: Db, client: TestClient) {
  await createExchangeRate(db, 'GBP', '2050');
  return placeOrderAs(client, { paymentMethod: 'card', displayCurrency: 'GBP' });
}

const statusOf = async (client: TestClient, orderId: string) =>
  (await (await client.api.orders[':id'].$get({ param: { id: orderId } })).json()).order.status;

describe('a card that takes the quote’s currency is charged the locked quote itself (docs/decisions/047)', () => {
  it('charges a sponsor in pounds the pounds Review & Pay held, and nothing else pays the order', async ({
    db,
    testApp,
    customer: { client },
  }) => {
    const order = await poundsCardOrder(db, client);
    const quote = order.quote!;
    expect(quote.currency).toBe('GBP');

    const checkoutId = await startCheckout(client, order.id);
    expect(await storedCharge(db, checkoutId)).toEqual({ amount: quote.total, currency: 'GBP' });
    const page = await (await client.fetch(`/api/payments/test-checkout/${checkoutId}`)).text();
    expect(page).toContain(`<dd>${formatIn(quote.total, 'GBP')}</dd>`);

    // The order's dollar total, which the test checkout charges for other orders, is not this checkout's payment.
    expect((await sendWebhook(testApp, completedEvent(checkoutId, order))).status).toBe(200);
    expect(await statusOf(client, order.id)).toBe('pending');
    const pounds = completedEvent(checkoutId, order, { amount: quote.total, currency: 'GBP' });
    expect((await sendWebhook(testApp, pounds)).status).toBe(200);
    expect(await statusOf(client, order.id)).toBe('paid');
    // The receipt keeps the pounds taken (docs/decisions/051).
    const { order: paid } = await (await client.api.orders[':id'].$get({ param: { id: order.id } })).json();
    expect(paid.payment).toMatchObject({ method: 'card', amount: quote.total, currency: 'GBP' });
  });

  it('charges the dollar total for a naira quote, which this provider does not take', async ({
    db,
    customer: { client },
  }) => {
    const order = await placeOrderAs(client, { paymentMethod: 'card', displayCurrency: 'NGN' });
    const checkoutId = await startCheckout(client, order.id);
    expect(await storedCharge(db, checkoutId)).toEqual({ amount: order.totalUsd, currency: 'USD' });
  });

  it('says which currencies a card is charged the quote in', async ({ visitor }) => {
    const options = await (await visitor.api.payments.options.$get()).json();
    expect(options.cardChargesQuoteIn).toEqual(['USD', 'GBP', 'EUR', 'CAD']);
  });
});

// Issue 28, point 9: after a quote expired and a new checkout re-locked it, a checkout opened earlier still paid the
// old figure.
describe('a checkout is bound to the quote it was made under', () => {
  it('refuses the old checkout at the old figure once a new one re-locked the quote; the new one pays', async ({
    db,
    testApp,
    customer: { client },
  }) => {
    const order = await poundsCardOrder(db, client);
    const oldQuote = order.quote!;
    const oldCheckout = await startCheckout(client, order.id);

    // The quote runs out and the pound moves; starting a payment again locks today's quote.
    await db
      .update(orders)
      .set({ quoteExpiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(orders.id, order.id));
    await db
      .update(paymentCheckouts)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(paymentCheckouts.id, oldCheckout));
    await createExchangeRate(db, 'GBP', '2300');
    const newCheckout = await startCheckout(client, order.id);
    const [relocked] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(relocked?.quoteTotal).not.toBe(oldQuote.total);

    const old = completedEvent(oldCheckout, order, { amount: oldQuote.total, currency: 'GBP' });
    expect((await sendWebhook(testApp, old)).status).toBe(200);
    expect(await statusOf(client, order.id)).toBe('pending');

    const paid = completedEvent(newCheckout, order, { amount: relocked!.quoteTotal!, currency: 'GBP' });
    expect((await sendWebhook(testApp, paid)).status).toBe(200);
    expect(await statusOf(client, order.id)).toBe('paid');
  });
});
