import { describe, expect } from 'vitest';
import { itWithTestCards as it, it as withCardsOff } from '../../../testing/api-test';
import { CHECKOUT_MESSAGES } from '../../../domain/orders/checkout.schema';
import { placeOrderAs } from '../../../testing/order-api';
import { signedUpClient } from '../../../testing/signed-up-client';
import { testPaymentsConfig } from '../../../testing/test-payments';
import { ORDER_NOT_FOUND } from '../orders/orders.service';

/** The app with test card payments on; `withCardsOff` runs a test on a default install's, where they are off. */

describe('GET /api/payments/options', () => {
  it('reflects the configuration, for anyone: card payments on', async ({ visitor }) => {
    const on = await visitor.api.payments.options.$get();
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({
      cardPayments: true,
      cardChargesQuoteIn: ['USD', 'GBP', 'EUR', 'CAD'],
      cardChargeCurrency: 'USD',
      bankTransfer: testPaymentsConfig().bankTransfer,
    });
  });

  withCardsOff('reflects the configuration, for anyone: card payments off', async ({ visitor }) => {
    const off = await visitor.api.payments.options.$get();
    expect(await off.json()).toMatchObject({ cardPayments: false, cardChargesQuoteIn: [] });
  });
});

describe('POST /api/payments/checkout', () => {
  it("returns the provider's checkout URL for the user's own pending card order", async ({
    customer: { client },
  }) => {
    const order = await placeOrderAs(client, { paymentMethod: 'card' });
    const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: expect.stringMatching(/^\/api\/payments\/test-checkout\/[0-9a-f-]{36}$/),
    });
  });

  it('needs a session, with the payment page message', async ({ visitor }) => {
    const response = await visitor.api.payments.checkout.$post({ json: { orderId: 'x' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: CHECKOUT_MESSAGES.signedOut },
    });
  });

  it('refuses a bank-transfer order', async ({ customer: { client } }) => {
    const order = await placeOrderAs(client, { paymentMethod: 'bank_transfer' });
    const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: CHECKOUT_MESSAGES.notCardOrder } });
  });

  it("answers another user's order, or an unknown id, with 404", async ({ testApp, customer: owner }) => {
    const order = await placeOrderAs(owner.client, { paymentMethod: 'card' });
    const { client } = await signedUpClient(testApp);
    for (const orderId of [order.id, 'not-an-id']) {
      const response = await client.api.payments.checkout.$post({ json: { orderId } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { message: ORDER_NOT_FOUND } });
    }
  });

  withCardsOff('refuses when card payments are off', async ({ customer: { client } }) => {
    const order = await placeOrderAs(client);
    const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: CHECKOUT_MESSAGES.cardUnavailable } });
  });
});
