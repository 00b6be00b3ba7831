import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderAs } from '../../../testing/order-api';
import { readOutbox } from '../../../testing/outbox';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { signedWebhookRequest, testPaymentsConfig } from '../../../testing/test-payments';
import { orders, orderStatusChanges, paymentCheckouts } from '../../db/schema';
import { SIGNATURE_HEADER } from './webhook-signature';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ payments: testPaymentsConfig({ cardPayments: 'test' }) });
});
afterAll(() => testApp.close());

const db = () => testApp.runtime.database.db;

/** A pending card order with an open checkout, as the payment page leaves it. */
async function orderAwaitingCard() {
  const { client, signUp } = await signedUpClient(testApp);
  const order = await placeOrderAs(client, { paymentMethod: 'card' });
  const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
  const { url } = await response.json();
  return { client, email: signUp.email, order, checkoutId: url.split('/').pop()! };
}

/** The provider's server calling in: no browser, so no Origin and no cookies. */
const provider = () => createTestClient(testApp, { origin: null });
const completed = (checkoutId: string) => ({ type: 'checkout.completed' as const, checkoutId });

async function statusOf(client: TestClient, orderId: string) {
  return (await (await client.api.orders[':id'].$get({ param: { id: orderId } })).json()).order.status;
}

async function paymentNotifications(client: TestClient) {
  const { notifications } = await (await client.api.notifications.$get()).json();
  return notifications.filter((notification) => notification.title === 'Payment received');
}

describe('POST /api/payments/webhook', () => {
  it('marks the order paid, completes the checkout, records the change and tells the user', async () => {
    const { client, order, checkoutId } = await orderAwaitingCard();
    const response = await provider().fetch(
      '/api/payments/webhook',
      signedWebhookRequest(completed(checkoutId)),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });

    expect(await statusOf(client, order.id)).toBe('paid');
    const [checkout] = await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
    expect(checkout).toMatchObject({ status: 'completed', completedAt: expect.any(Date) });
    const history = await db()
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
      .orderBy(orderStatusChanges.createdAt);
    expect(history.map((change) => [change.fromStatus, change.toStatus, change.changedBy])).toEqual([
      [null, 'pending', expect.any(String)],
      ['pending', 'paid', 'system'],
    ]);
    const [notification] = await paymentNotifications(client);
    expect(notification).toMatchObject({ link: `/healthcare/success?order=${order.id}` });
    expect(notification?.body).toContain(order.confirmationNumber);
  });

  it('applies a repeated confirmation once: acknowledged, nothing changes', async () => {
    const { client, order, checkoutId } = await orderAwaitingCard();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        provider().fetch('/api/payments/webhook', signedWebhookRequest(completed(checkoutId))),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const again = await provider().fetch(
      '/api/payments/webhook',
      signedWebhookRequest(completed(checkoutId)),
    );
    expect(again.status).toBe(200);

    expect(await statusOf(client, order.id)).toBe('paid');
    const changes = await db().$count(orderStatusChanges, eq(orderStatusChanges.orderId, order.id));
    expect(changes).toBe(2);
    expect(await paymentNotifications(client)).toHaveLength(1);
  });

  it.each([
    [
      'a signature made with another secret',
      (body: string) => signedWebhookRequest(JSON.parse(body), 'x'.repeat(40)),
    ],
    [
      'no signature',
      (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    ],
    [
      'a body changed after signing',
      (body: string) => {
        const signed = signedWebhookRequest(JSON.parse(body));
        return { ...signed, body: body.replace('checkout.completed', 'checkout.completed ') };
      },
    ],
    [
      'a malformed signature',
      (body: string) => ({ method: 'POST', headers: { [SIGNATURE_HEADER]: 'zz' }, body }),
    ],
  ])('refuses %s with 400 and leaves the order pending', async (_, build) => {
    const { client, order, checkoutId } = await orderAwaitingCard();
    const response = await provider().fetch(
      '/api/payments/webhook',
      build(JSON.stringify(completed(checkoutId))),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
    expect(await statusOf(client, order.id)).toBe('pending');
    expect(await paymentNotifications(client)).toHaveLength(0);
  });

  it('refuses a validly signed body that is not an event it knows', async () => {
    const response = await provider().fetch(
      '/api/payments/webhook',
      signedWebhookRequest({ type: 'refund' }),
    );
    expect(response.status).toBe(400);
  });

  it('leaves an order that is no longer pending as it is, and says nothing to the user', async () => {
    const { client, order, checkoutId } = await orderAwaitingCard();
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const response = await provider().fetch(
      '/api/payments/webhook',
      signedWebhookRequest(completed(checkoutId)),
    );
    expect(response.status).toBe(200);
    expect(await statusOf(client, order.id)).toBe('cancelled');
    expect(await paymentNotifications(client)).toHaveLength(0);
    expect(await db().$count(orderStatusChanges, eq(orderStatusChanges.orderId, order.id))).toBe(1);
  });

  it('acknowledges a confirmation for an unknown checkout without changing anything', async () => {
    const response = await provider().fetch(
      '/api/payments/webhook',
      signedWebhookRequest(completed('00000000-0000-4000-8000-000000000000')),
    );
    expect(response.status).toBe(200);
  });

  it('mails the customer the same news', async () => {
    const { email, order, checkoutId } = await orderAwaitingCard();
    const response = await provider().fetch(
      '/api/payments/webhook',
      signedWebhookRequest(completed(checkoutId)),
    );
    expect(response.status).toBe(200);
    await testApp.runtime.mailer.idle();
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Payment received')]);
    expect(mails[0]?.decoded).toContain(`${TEST_ORIGIN}/healthcare/success?order=${order.id}`);
  });
});
