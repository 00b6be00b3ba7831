import { describe, expect } from 'vitest';
import { orderSuccessPath } from '../../../domain/orders/order-pages';
import { createExchangeRate } from '../../../testing/exchange-rate-factory';
import {
  orderAtPaystack,
  orderStatus,
  paystackTest,
  pressOnCheckout,
  returnFromCheckout,
} from '../../../testing/paystack-flow';

// An account for which Paystack has enabled dollars: PAYSTACK_CURRENCIES=NGN,USD (docs/decisions/047).
const it = paystackTest(['NGN', 'USD']);

describe('Paystack with dollars enabled', () => {
  it('charges a sponsor in dollars the dollar total in cents, verified as such on return', async ({
    testApp,
    stub,
  }) => {
    const { client, order, checkoutUrl } = await orderAtPaystack(testApp, stub, { displayCurrency: 'USD' });
    expect(stub.initializeRequests.at(-1)).toMatchObject({ amount: String(order.totalUsd), currency: 'USD' });
    expect(stub.initializeRequests.at(-1)).not.toHaveProperty('metadata.custom_fields');
    const callback = await pressOnCheckout(checkoutUrl, 'pay');
    expect(await returnFromCheckout(client, callback)).toEqual({
      status: 303,
      location: orderSuccessPath(order.id),
    });
    expect(await orderStatus(client, order.id)).toBe('paid');
  });

  it('still charges naira for a quote in pounds, which Paystack does not take', async ({
    db,
    testApp,
    stub,
  }) => {
    await createExchangeRate(db, 'GBP', '2000');
    const { order } = await orderAtPaystack(testApp, stub, { displayCurrency: 'GBP' });
    expect(stub.initializeRequests.at(-1)).toMatchObject({ amount: String(order.totalNgn), currency: 'NGN' });
  });

  it('says a card is charged the quote in naira and dollars only', async ({ visitor }) => {
    const options = await (await visitor.api.payments.options.$get()).json();
    expect(options.cardChargesQuoteIn).toEqual(['NGN', 'USD']);
  });
});
