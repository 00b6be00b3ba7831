import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect } from 'vitest';
import { apiTest } from '../../../testing/api-test';
import type { Db } from '../../db/client';
import { placeOrderAs } from '../../../testing/order-api';
import { readOutbox } from '../../../testing/outbox';
import { signedUpClient } from '../../../testing/signed-up-client';
import { TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import {
  completedEvent,
  signedWebhookRequest,
  TEST_WEBHOOK_SECRET,
  testPaymentsConfig,
} from '../../../testing/test-payments';
import { orders, orderStatusChanges, paymentCheckouts, paymentEvents } from '../../db/schema';
import { signatureHeader, SIGNATURE_HEADER, unixSeconds } from './webhook-signature';

/** The app's warnings, to find the one a test expects by its event id. */
const logLines: Array<Record<string, unknown>> = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
const it = apiTest({ payments: testPaymentsConfig({ cardPayments: 'test' }) }, { logger });

/** A pending card order with an open checkout, as the payment page leaves it. */
async function orderAwaitingCard(testApp: TestApp) {
  const { client, signUp } = await signedUpClient(testApp);
  const order = await placeOrderAs(client, { paymentMethod: 'card' });
  const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
  const { url } = await response.json();
  return { client, email: signUp.email, order, checkoutId: url.split('/').pop()! };
}

/** The provider's server calling in: no browser, so no Origin and no cookies. */
const send = (testApp: TestApp, request: RequestInit) =>
  createTestClient(testApp, { origin: null }).fetch('/api/payments/webhook', request);
const sendEvent = (testApp: TestApp, event: unknown) => send(testApp, signedWebhookRequest(event));

async function statusOf(client: TestClient, orderId: string) {
  return (await (await client.api.orders[':id'].$get({ param: { id: orderId } })).json()).order.status;
}

async function paymentNotifications(client: TestClient) {
  const { notifications } = await (await client.api.notifications.$get()).json();
  return notifications.filter((notification) => notification.title === 'Payment received');
}

const statusChanges = (db: Db, orderId: string) =>
  db.$count(orderStatusChanges, eq(orderStatusChanges.orderId, orderId));

async function checkoutStatus(db: Db, checkoutId: string) {
  const [checkout] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
  return checkout?.status;
}

describe('POST /api/payments/webhook', () => {
  it('marks the order paid, completes the checkout, records the change and the event, and tells the user', async ({
    db,
    testApp,
  }) => {
    const { client, order, checkoutId } = await orderAwaitingCard(testApp);
    const event = completedEvent(checkoutId, order);
    const response = await sendEvent(testApp, event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });

    expect(await statusOf(client, order.id)).toBe('paid');
    const [checkout] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
    expect(checkout).toMatchObject({ status: 'completed', completedAt: expect.any(Date) });
    const history = await db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
      .orderBy(orderStatusChanges.createdAt);
    expect(history.map((change) => [change.fromStatus, change.toStatus, change.changedBy])).toEqual([
      [null, 'pending', expect.any(String)],
      ['pending', 'paid', 'system'],
    ]);
    const stored = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(stored).toEqual([
      { provider: 'test', eventId: event.id, checkoutId, receivedAt: expect.any(Date) },
    ]);
    const [notification] = await paymentNotifications(client);
    expect(notification).toMatchObject({ link: `/profile/orders/${order.id}` });
    expect(notification?.body).toContain(order.confirmationNumber);
  });

  it('applies one event id once, however often it comes, even replayed with a fresh signature', async ({
    db,
    testApp,
  }) => {
    const { client, order, checkoutId } = await orderAwaitingCard(testApp);
    const event = completedEvent(checkoutId, order);
    const responses = await Promise.all(Array.from({ length: 5 }, () => sendEvent(testApp, event)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await sendEvent(testApp, event)).status).toBe(200);

    expect(await statusOf(client, order.id)).toBe('paid');
    expect(await statusChanges(db, order.id)).toBe(2);
    expect(await paymentNotifications(client)).toHaveLength(1);
    expect(await db.$count(paymentEvents, eq(paymentEvents.eventId, event.id))).toBe(1);
  });

  it('changes nothing on a second event id for a checkout already completed', async ({ db, testApp }) => {
    const { client, order, checkoutId } = await orderAwaitingCard(testApp);
    expect((await sendEvent(testApp, completedEvent(checkoutId, order))).status).toBe(200);
    expect((await sendEvent(testApp, completedEvent(checkoutId, order))).status).toBe(200);
    expect(await statusChanges(db, order.id)).toBe(2);
    expect(await paymentNotifications(client)).toHaveLength(1);
    expect(await db.$count(paymentEvents, eq(paymentEvents.checkoutId, checkoutId))).toBe(2);
  });

  describe('an amount or currency other than the order charges', () => {
    it.for([
      ['a cent less', (order: { totalUsd: number }) => ({ amount: order.totalUsd - 1 })],
      ['a cent more', (order: { totalUsd: number }) => ({ amount: order.totalUsd + 1 })],
      ['the same number in naira', () => ({ currency: 'NGN' })],
      [
        'the naira total in naira',
        (order: { totalNgn: number }) => ({ amount: order.totalNgn, currency: 'NGN' }),
      ],
    ] as const)(
      '(%s) is acknowledged and logged, and the order stays pending',
      async ([_, change], { testApp, db }) => {
        const { client, order, checkoutId } = await orderAwaitingCard(testApp);
        const event = completedEvent(checkoutId, order, change(order));
        const response = await sendEvent(testApp, event);
        expect(response.status).toBe(200);
        expect(await statusOf(client, order.id)).toBe('pending');
        expect(await checkoutStatus(db, checkoutId)).toBe('open');
        expect(await statusChanges(db, order.id)).toBe(1);
        expect(await paymentNotifications(client)).toHaveLength(0);

        const warning = logLines.find((line) => JSON.stringify(line).includes(event.id));
        expect(warning).toMatchObject({
          level: 40,
          msg: expect.stringContaining('differs from the order'),
          payment: {
            eventId: event.id,
            checkoutId,
            orderId: order.id,
            expected: { amount: order.totalUsd, currency: 'USD' },
            received: { amount: event.amount, currency: event.currency },
          },
        });
        expect(JSON.stringify(warning)).not.toContain(order.confirmationNumber);
        // The order can still be paid as charged.
        expect((await sendEvent(testApp, completedEvent(checkoutId, order))).status).toBe(200);
        expect(await statusOf(client, order.id)).toBe('paid');
      },
    );
  });

  const now = () => unixSeconds(new Date());
  it.for([
    ['a signature made with another secret', { secret: 'x'.repeat(40) }],
    ['a timestamp older than five minutes', { timestamp: now() - 6 * 60 }],
    ['a timestamp an hour old', { timestamp: now() - 3600 }],
    ['a timestamp more than a minute ahead', { timestamp: now() + 2 * 60 }],
  ] as const)('refuses %s with 400 and leaves the order pending', async ([_, options], { db, testApp }) => {
    const { client, order, checkoutId } = await orderAwaitingCard(testApp);
    const response = await send(testApp, signedWebhookRequest(completedEvent(checkoutId, order), options));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
    expect(await statusOf(client, order.id)).toBe('pending');
    expect(await db.$count(paymentEvents, eq(paymentEvents.checkoutId, checkoutId))).toBe(0);
  });

  it.for([
    ['no signature', () => undefined],
    [
      'a body-only signature without timestamp (the old format)',
      (body: string) => signatureHeader(TEST_WEBHOOK_SECRET, body, 0).split('v1=')[1],
    ],
    ['a timestamp without signature', () => `t=${now()}`],
    ['a malformed header', () => 'zz'],
    [
      'a timestamp changed after signing',
      (body: string) =>
        signatureHeader(TEST_WEBHOOK_SECRET, body, now() - 10).replace(/^t=\d+/, `t=${now()}`),
    ],
    [
      'a body changed after signing',
      (body: string) => signatureHeader(TEST_WEBHOOK_SECRET, `${body} `, now()),
    ],
  ] as const)('refuses %s with 400 and leaves the order pending', async ([_, header], { testApp }) => {
    const { client, order, checkoutId } = await orderAwaitingCard(testApp);
    const body = JSON.stringify(completedEvent(checkoutId, order));
    const signature = header(body);
    const headers = {
      'content-type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
    };
    const response = await send(testApp, { method: 'POST', headers, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
    expect(await statusOf(client, order.id)).toBe('pending');
    expect(await paymentNotifications(client)).toHaveLength(0);
  });

  it.for([
    ['an event of a kind it does not know', { type: 'refund' }],
    ['no event id', { id: undefined }],
    ['a control character in the event id', { id: 'evt_\u0000' }],
    ['no amount', { amount: undefined }],
    ['a fractional amount', { amount: 1.5 }],
    ['a negative amount', { amount: -1 }],
    ['an amount as text', { amount: '100' }],
    ['a currency that is not a code', { currency: 'usd' }],
  ] as const)('refuses a validly signed body with %s', async ([_, change], { testApp }) => {
    const { client, order, checkoutId } = await orderAwaitingCard(testApp);
    const response = await sendEvent(testApp, { ...completedEvent(checkoutId, order), ...change });
    expect(response.status).toBe(400);
    expect(await statusOf(client, order.id)).toBe('pending');
  });

  it('leaves an order that is no longer pending as it is, and says nothing to the user', async ({
    db,
    testApp,
  }) => {
    const { client, order, checkoutId } = await orderAwaitingCard(testApp);
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    expect((await sendEvent(testApp, completedEvent(checkoutId, order))).status).toBe(200);
    expect(await statusOf(client, order.id)).toBe('cancelled');
    expect(await paymentNotifications(client)).toHaveLength(0);
    expect(await statusChanges(db, order.id)).toBe(1);
  });

  it('acknowledges a confirmation for an unknown checkout without changing anything', async ({
    db,
    testApp,
  }) => {
    const event = completedEvent('00000000-0000-4000-8000-000000000000', {
      totalUsd: 100,
      totalNgn: 155_000,
    });
    expect((await sendEvent(testApp, event)).status).toBe(200);
    const [stored] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(stored?.checkoutId).toBeNull();
  });

  it('mails the customer the same news', async ({ testApp }) => {
    const { email, order, checkoutId } = await orderAwaitingCard(testApp);
    expect((await sendEvent(testApp, completedEvent(checkoutId, order))).status).toBe(200);
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Payment received')]);
    expect(mails[0]?.decoded).toContain(`${TEST_ORIGIN}/profile/orders/${order.id}`);
  });
});
