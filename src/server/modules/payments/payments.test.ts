import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/orders/checkout.schema';
import { placeOrderAs } from '../../../testing/order-api';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestClient } from '../../../testing/test-client';
import { testPaymentsConfig } from '../../../testing/test-payments';
import { ORDER_NOT_FOUND } from '../orders/orders.service';

let cardsOn: TestApp;
let cardsOff: TestApp;
beforeAll(async () => {
  [cardsOn, cardsOff] = await Promise.all([
    createTestApp({ payments: testPaymentsConfig({ cardPayments: 'test' }) }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([cardsOn.close(), cardsOff.close()]));

describe('GET /api/payments/options', () => {
  it('reflects the configuration, for anyone', async () => {
    const on = await createTestClient(cardsOn).api.payments.options.$get();
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({
      cardPayments: true,
      bankTransfer: testPaymentsConfig().bankTransfer,
    });
    const off = await createTestClient(cardsOff).api.payments.options.$get();
    expect(await off.json()).toMatchObject({ cardPayments: false });
  });
});

describe('POST /api/payments/checkout', () => {
  it("returns the provider's checkout URL for the user's own pending card order", async () => {
    const { client } = await signedUpClient(cardsOn);
    const order = await placeOrderAs(client, { paymentMethod: 'card' });
    const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: expect.stringMatching(/^\/api\/payments\/test-checkout\/[0-9a-f-]{36}$/),
    });
  });

  it('needs a session, with the payment page message', async () => {
    const response = await createTestClient(cardsOn).api.payments.checkout.$post({ json: { orderId: 'x' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: CHECKOUT_MESSAGES.signedOut },
    });
  });

  it('refuses a bank-transfer order', async () => {
    const { client } = await signedUpClient(cardsOn);
    const order = await placeOrderAs(client, { paymentMethod: 'bank_transfer' });
    const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: CHECKOUT_MESSAGES.notCardOrder } });
  });

  it("answers another user's order, or an unknown id, with 404", async () => {
    const owner = await signedUpClient(cardsOn);
    const order = await placeOrderAs(owner.client, { paymentMethod: 'card' });
    const { client } = await signedUpClient(cardsOn);
    for (const orderId of [order.id, 'not-an-id']) {
      const response = await client.api.payments.checkout.$post({ json: { orderId } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { message: ORDER_NOT_FOUND } });
    }
  });

  it('refuses when card payments are off', async () => {
    const { client } = await signedUpClient(cardsOff);
    const order = await placeOrderAs(client);
    const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: CHECKOUT_MESSAGES.cardUnavailable } });
  });
});
