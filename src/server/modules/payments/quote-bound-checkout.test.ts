import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../../testing/api-test';
import { createExchangeRate } from '../../../testing/exchange-rate-factory';
import { placeOrderAs } from '../../../testing/order-api';
import type { TestApp } from '../../../testing/test-app';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { completedEvent, signedWebhookRequest, testPaymentsConfig } from '../../../testing/test-payments';
import { orders, paymentCheckouts } from '../../db/schema';

// The built-in test checkout charges a pounds quote in pounds (docs/decisions/047).
const it = apiTest({ payments: testPaymentsConfig({ cardPayments: 'test' }) });

async function startCheckout(client: TestClient, orderId: string) {
  const response = await client.api.payments.checkout.$post({ json: { orderId } });
  expect(response.status).toBe(200);
  return (await response.json()).url.split('/').pop()!;
}

const sendWebhook = (testApp: TestApp, event: unknown) =>
  createTestClient(testApp, { origin: null }).fetch('/api/payments/webhook', signedWebhookRequest(event));

const statusOf = async (client: TestClient, orderId: string) =>
  (await (await client.api.orders[':id'].$get({ param: { id: orderId } })).json()).order.status;

// Issue 28, point 9: after a quote expired and a new checkout re-locked it, a checkout opened earlier still paid the
// old figure.
describe('a checkout is bound to the quote it was made under', () => {
  it('refuses the old checkout at the old figure once a new one re-locked the quote; the new one pays', async ({
    db,
    testApp,
    customer: { client },
  }) => {
    await createExchangeRate(db, 'GBP', '2050');
    const order = await placeOrderAs(client, { paymentMethod: 'card', displayCurrency: 'GBP' });
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
