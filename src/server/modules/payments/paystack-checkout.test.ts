import { describe, expect } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/orders/checkout.schema';
import { orderPaymentPath, orderSuccessPath } from '../../../domain/orders/order-pages';
import { formatIn } from '../../../domain/fx/quote';
import { createExchangeRate } from '../../../testing/exchange-rate-factory';
import { placeOrderAs } from '../../../testing/order-api';
import {
  checkoutStatus,
  orderAtPaystack,
  orderStatus,
  paymentMails,
  paystackTest,
  pressOnCheckout,
  returnFromCheckout,
  sendPaystackWebhook,
  statusChanges,
} from '../../../testing/paystack-flow';
import { TEST_ORIGIN } from '../../../testing/test-app';

const it = paystackTest();

describe('Paystack: initialising a transaction', () => {
  it("sends the order's naira total in kobo under the checkout's reference, whatever the client sends", async ({
    customer: { client, signUp },
    stub,
  }) => {
    const order = await placeOrderAs(client, { paymentMethod: 'card' });
    const response = await client.fetch('/api/payments/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: order.id, amount: 1, currency: 'USD', totalNgn: 100 }),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stub.url}/checkout/[0-9a-f]{16}$`));
    expect(stub.initializeRequests.at(-1)).toEqual({
      email: signUp.email,
      amount: String(order.totalNgn),
      currency: 'NGN',
      reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
      callback_url: `${TEST_ORIGIN}/api/payments/paystack/callback`,
      metadata: {
        order_id: order.id,
        confirmation_number: order.confirmationNumber,
        cancel_action: `${TEST_ORIGIN}${orderPaymentPath(order.id)}`,
      },
    });
  });

  it("names the sponsor's quoted total in their currency beside the naira charge", async ({
    db,
    customer: { client },
    stub,
  }) => {
    await createExchangeRate(db, 'GBP', '2000');
    const order = await placeOrderAs(client, { paymentMethod: 'card', displayCurrency: 'GBP' });
    expect((await client.api.payments.checkout.$post({ json: { orderId: order.id } })).status).toBe(200);
    expect(stub.initializeRequests.at(-1)).toMatchObject({
      amount: String(order.totalNgn),
      currency: 'NGN',
      metadata: {
        custom_fields: [
          {
            display_name: 'Quoted total',
            variable_name: 'quoted_total',
            value: formatIn(Math.round(order.totalNgn / 2000), 'GBP'),
          },
        ],
      },
    });
  });

  it.for(['server-error', 'hang'] as const)(
    'Paystack %s: a retryable 503 with the spec message, and no transaction',
    async (mode, { customer: { client }, stub }) => {
      const order = await placeOrderAs(client, { paymentMethod: 'card' });
      stub.mode = mode;
      const before = stub.transactions.size;
      const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'unavailable', message: CHECKOUT_MESSAGES.failed },
      });
      expect(stub.transactions.size).toBe(before);
      stub.mode = 'up';
      const retried = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
      expect(retried.status).toBe(200);
    },
  );
});

describe('Paystack: the return from its checkout is verified', () => {
  it('a successful payment marks the order paid once, however often the return is followed', async ({
    db,
    testApp,
    stub,
  }) => {
    const { client, email, order, checkoutUrl, reference } = await orderAtPaystack(testApp, stub);
    const callback = await pressOnCheckout(checkoutUrl, 'pay');
    expect(callback).toBe(
      `${TEST_ORIGIN}/api/payments/paystack/callback?trxref=${reference}&reference=${reference}`,
    );
    for (let visit = 0; visit < 3; visit++) {
      expect(await returnFromCheckout(client, callback)).toEqual({
        status: 303,
        location: orderSuccessPath(order.id),
      });
    }
    // Paystack's webhook, arriving after the return, changes nothing more.
    expect((await sendPaystackWebhook(testApp, stub.chargeSuccessWebhook(reference))).status).toBe(200);

    expect(await orderStatus(client, order.id)).toBe('paid');
    expect(await checkoutStatus(db, reference)).toBe('completed');
    expect(await statusChanges(db, order.id)).toBe(2);
    expect(await paymentMails(testApp, email)).toHaveLength(1);
  });

  it('the return before anything was paid (Paystack says abandoned) does not mark it paid', async ({
    db,
    testApp,
    stub,
  }) => {
    const { client, order, reference } = await orderAtPaystack(testApp, stub);
    const forged = `${TEST_ORIGIN}/api/payments/paystack/callback?reference=${reference}`;
    expect(await returnFromCheckout(client, forged)).toEqual({
      status: 303,
      location: orderPaymentPath(order.id, 'failed'),
    });
    expect(await orderStatus(client, order.id)).toBe('pending');
    expect(await checkoutStatus(db, reference)).toBe('cancelled');
  });

  it('a declined card leaves the order pending, and the user can pay on a new checkout', async ({
    db,
    testApp,
    stub,
  }) => {
    const { client, email, order, checkoutUrl, reference } = await orderAtPaystack(testApp, stub);
    const callback = await pressOnCheckout(checkoutUrl, 'decline');
    expect(await returnFromCheckout(client, callback)).toEqual({
      status: 303,
      location: orderPaymentPath(order.id, 'failed'),
    });
    expect(await orderStatus(client, order.id)).toBe('pending');
    expect(await statusChanges(db, order.id)).toBe(1);

    const retry = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    const { url } = await retry.json();
    const again = await pressOnCheckout(url, 'pay');
    expect(again).not.toContain(reference);
    expect((await returnFromCheckout(client, again)).location).toBe(orderSuccessPath(order.id));
    expect(await orderStatus(client, order.id)).toBe('paid');
    expect(await paymentMails(testApp, email)).toHaveLength(1);
  });

  it("'Cancel' on Paystack's checkout goes back to the payment page", async ({ testApp, stub }) => {
    const { order, checkoutUrl } = await orderAtPaystack(testApp, stub);
    expect(await pressOnCheckout(checkoutUrl, 'cancel')).toBe(`${TEST_ORIGIN}${orderPaymentPath(order.id)}`);
  });

  it.for([
    ['a wrong amount', { amount: 100 }],
    ['the amount in dollars', { currency: 'USD' }],
  ] as const)(
    '%s reported by verify does not mark the order paid',
    async ([, change], { db, testApp, stub }) => {
      const { client, order, reference } = await orderAtPaystack(testApp, stub);
      stub.settle(reference, 'success', change);
      const callback = `${TEST_ORIGIN}/api/payments/paystack/callback?reference=${reference}`;
      expect(await returnFromCheckout(client, callback)).toEqual({
        status: 303,
        location: orderPaymentPath(order.id, 'unconfirmed'),
      });
      expect(await orderStatus(client, order.id)).toBe('pending');
      expect(await checkoutStatus(db, reference)).toBe('open');
    },
  );

  it('Paystack down while verifying: back to the payment page to try again, nothing changed, no 5xx', async ({
    db,
    testApp,
    stub,
  }) => {
    const { client, order, checkoutUrl, reference } = await orderAtPaystack(testApp, stub);
    const callback = await pressOnCheckout(checkoutUrl, 'pay');
    for (const mode of ['server-error', 'hang'] as const) {
      stub.mode = mode;
      expect(await returnFromCheckout(client, callback)).toEqual({
        status: 303,
        location: orderPaymentPath(order.id, 'unconfirmed'),
      });
    }
    expect(await orderStatus(client, order.id)).toBe('pending');
    expect(await checkoutStatus(db, reference)).toBe('open');
    // Once Paystack answers again, the same return confirms it.
    stub.mode = 'up';
    expect((await returnFromCheckout(client, callback)).location).toBe(orderSuccessPath(order.id));
  });

  it('an unknown or malformed reference is a 404', async ({ customer: { client } }) => {
    for (const query of ['', '?reference=nope', '?reference=00000000-0000-4000-8000-000000000000']) {
      const response = await client.fetch(`/api/payments/paystack/callback${query}`);
      expect(response.status).toBe(404);
    }
  });
});
