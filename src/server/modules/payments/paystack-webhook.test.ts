import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect } from 'vitest';
import { orderSuccessPath } from '../../../domain/orders/order-pages';
import { it as withCardsOff } from '../../../testing/api-test';
import {
  checkoutStatus,
  orderAtPaystack,
  orderStatus,
  paymentMails,
  paystackTest,
  returnFromCheckout,
  sendPaystackWebhook,
  statusChanges,
} from '../../../testing/paystack-flow';
import { paystackSignature, PAYSTACK_SIGNATURE_HEADER } from './paystack-signature';
import { TEST_ORIGIN } from '../../../testing/test-app';
import { paymentEvents } from '../../db/schema';

/** The app's warnings, to find the one a test expects by its checkout id. */
const logLines: Array<Record<string, unknown>> = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
const it = paystackTest(undefined, { logger });

describe('POST /api/payments/paystack/webhook', () => {
  it('a signed charge.success marks the order paid, records the event, and tells the user once', async ({
    db,
    testApp,
    stub,
  }) => {
    const { client, email, order, reference } = await orderAtPaystack(testApp, stub);
    const transaction = stub.settle(reference, 'success');
    const response = await sendPaystackWebhook(testApp, stub.chargeSuccessWebhook(reference));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await orderStatus(client, order.id)).toBe('paid');
    expect(await checkoutStatus(db, reference)).toBe('completed');
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.checkoutId, reference))).toEqual([
      {
        provider: 'paystack',
        eventId: `charge.success:${transaction.id}`,
        checkoutId: reference,
        receivedAt: expect.any(Date),
      },
    ]);
    // The browser's return after the webhook: verified, already applied, on to the success page.
    const callback = `${TEST_ORIGIN}/api/payments/paystack/callback?reference=${reference}`;
    expect((await returnFromCheckout(client, callback)).location).toBe(orderSuccessPath(order.id));
    expect(await statusChanges(db, order.id)).toBe(2);
    expect(await paymentMails(testApp, email)).toHaveLength(1);
  });

  it('a replayed webhook is applied once', async ({ db, testApp, stub }) => {
    const { client, email, order, reference } = await orderAtPaystack(testApp, stub);
    stub.settle(reference, 'success');
    const delivery = stub.chargeSuccessWebhook(reference);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => sendPaystackWebhook(testApp, delivery)),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect((await sendPaystackWebhook(testApp, delivery)).status).toBe(200);
    expect(await orderStatus(client, order.id)).toBe('paid');
    expect(await statusChanges(db, order.id)).toBe(2);
    expect(await db.$count(paymentEvents, eq(paymentEvents.checkoutId, reference))).toBe(1);
    expect(await paymentMails(testApp, email)).toHaveLength(1);
  });

  it('a forged, missing or malformed signature, or an altered body, is refused with 400 and changes nothing', async ({
    db,
    testApp,
    stub,
  }) => {
    const { client, order, reference } = await orderAtPaystack(testApp, stub);
    stub.settle(reference, 'success');
    const genuine = stub.chargeSuccessWebhook(reference);
    const forged = stub.chargeSuccessWebhook(reference, { secretKey: 'sk_test_someone_elses_key' });
    const { [PAYSTACK_SIGNATURE_HEADER]: _signature, ...unsigned } = genuine.headers;
    // Signed, then changed: the signature no longer covers the body.
    const altered = {
      ...genuine,
      rawBody: genuine.rawBody.replace('"status":"success"', '"status":"success" '),
    };
    const truncated = {
      ...genuine,
      headers: {
        ...genuine.headers,
        [PAYSTACK_SIGNATURE_HEADER]: genuine.headers[PAYSTACK_SIGNATURE_HEADER]!.slice(2),
      },
    };
    for (const delivery of [forged, { ...genuine, headers: unsigned }, altered, truncated]) {
      const response = await sendPaystackWebhook(testApp, delivery);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
    }
    expect(await orderStatus(client, order.id)).toBe('pending');
    expect(await checkoutStatus(db, reference)).toBe('open');
    expect(await db.$count(paymentEvents, eq(paymentEvents.checkoutId, reference))).toBe(0);
  });

  it.for([
    ['a kobo short', (amount: number) => ({ amount: amount - 1 })],
    ['in dollars', () => ({ currency: 'USD' })],
  ] as const)(
    'a charge %s is acknowledged, logged without personal data, and leaves the order pending',
    async ([, change], { db, testApp, stub }) => {
      const { client, email, order, reference } = await orderAtPaystack(testApp, stub);
      stub.settle(reference, 'success', change(order.totalNgn));
      const response = await sendPaystackWebhook(testApp, stub.chargeSuccessWebhook(reference));
      expect(response.status).toBe(200);
      expect(await orderStatus(client, order.id)).toBe('pending');
      expect(await checkoutStatus(db, reference)).toBe('open');
      const warning = logLines.find(
        (line) => (line.payment as { checkoutId?: string } | undefined)?.checkoutId === reference,
      );
      expect(warning).toMatchObject({
        msg: 'card payment amount or currency differs from the order; the order stays pending',
        payment: {
          orderId: order.id,
          expected: { amount: order.totalNgn, currency: 'NGN' },
        },
      });
      expect(JSON.stringify(warning)).not.toContain(email);
    },
  );

  it('a genuine event about something else is acknowledged and changes nothing', async ({
    db,
    testApp,
    stub,
  }) => {
    const { client, order, reference } = await orderAtPaystack(testApp, stub);
    const rawBody = JSON.stringify({
      event: 'transfer.success',
      data: { reference, amount: order.totalNgn },
    });
    const response = await sendPaystackWebhook(testApp, {
      rawBody,
      headers: {
        'content-type': 'application/json',
        [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(stub.secretKey, rawBody),
      },
    });
    expect(response.status).toBe(200);
    expect(await orderStatus(client, order.id)).toBe('pending');
    expect(await db.$count(paymentEvents, eq(paymentEvents.checkoutId, reference))).toBe(0);
  });
});

withCardsOff('without Paystack configured, its webhook and return are 404s', async ({ visitor }) => {
  const webhook = await visitor.fetch('/api/payments/paystack/webhook', { method: 'POST', body: '{}' });
  expect(webhook.status).toBe(404);
  expect((await visitor.fetch('/api/payments/paystack/callback?reference=x')).status).toBe(404);
});
