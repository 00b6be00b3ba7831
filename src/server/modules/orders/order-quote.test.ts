import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, vi } from 'vitest';
import { convertFromNgn } from '../../../domain/fx/convert';
import type { OrderDetailView } from '../../../domain/orders/order-view';
import { itWithTestCards as it } from '../../../testing/api-test';
import { createExchangeRate } from '../../../testing/exchange-rate-factory';
import { placeOrderAs } from '../../../testing/order-api';
import { makeOrderRequest } from '../../../testing/order-factories';
import type { TestClient } from '../../../testing/test-client';
import { orders, paymentCheckouts } from '../../db/schema';
import type { Db } from '../../db/client';

// Super: $263 / ₦407,460 for one person.
const SUPER = { usd: 26_300, ngn: 40_746_000 };
const HOUR = 60 * 60 * 1000;

const storedQuote = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      currency: orders.quoteCurrency,
      ngnPerUnit: orders.quoteNgnPerUnit,
      total: orders.quoteTotal,
      expiresAt: orders.quoteExpiresAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
};
const orderPage = async (client: TestClient, id: string) =>
  ((await (await client.fetch(`/api/orders/${id}`)).json()) as { order: OrderDetailView }).order;

afterEach(() => vi.useRealTimers());

describe('the quote locked when an order is placed', () => {
  it('stores the currency, the exact rate, the converted total and an expiry 24 hours on', async ({
    db,
    customer: { client },
  }) => {
    await createExchangeRate(db, 'GBP', '2050.125');
    const order = await placeOrderAs(client, { displayCurrency: 'GBP' });
    const stored = await storedQuote(db, order.id);
    expect(stored).toMatchObject({
      currency: 'GBP',
      ngnPerUnit: '2050.125000',
      total: convertFromNgn(SUPER.ngn, '2050.125'),
    });
    expect(stored.total).toBe(19_875);
    const heldFor = Date.parse(stored.expiresAt!) - stored.createdAt.getTime();
    expect(heldFor).toBeGreaterThan(24 * HOUR - 5000);
    expect(heldFor).toBeLessThan(24 * HOUR + 5000);
    expect(order.quote).toEqual({
      currency: 'GBP',
      ngnPerUnit: '2050.125',
      total: 19_875,
      expiresAt: new Date(stored.expiresAt!).toISOString(),
      recomputed: false,
      previous: null,
    });
  });

  it('ignores an amount or a rate sent by the client', async ({ db, customer: { client } }) => {
    await createExchangeRate(db, 'EUR', '1800');
    const body = {
      ...makeOrderRequest({ displayCurrency: 'EUR' }),
      quote: { currency: 'EUR', ngnPerUnit: '1', total: 1, expiresAt: '2099-01-01T00:00:00.000Z' },
      ngnPerUnit: '1',
      quoteTotal: 1,
      totalNgn: 100,
      totalUsd: 1,
    };
    const response = await client.postJson('/api/orders', body);
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: OrderDetailView };
    expect(order).toMatchObject({ totalUsd: SUPER.usd, totalNgn: SUPER.ngn });
    expect(await storedQuote(db, order.id)).toMatchObject({
      currency: 'EUR',
      ngnPerUnit: '1800.000000',
      total: convertFromNgn(SUPER.ngn, '1800'),
    });
  });

  it('quotes NGN and USD at the catalogue prices, with no rate and no expiry', async ({
    customer: { client },
  }) => {
    const inNaira = await placeOrderAs(client, { displayCurrency: 'NGN' });
    expect(inNaira.quote).toMatchObject({
      currency: 'NGN',
      ngnPerUnit: null,
      total: SUPER.ngn,
      expiresAt: null,
    });
    const inDollars = await placeOrderAs(client, { displayCurrency: 'USD' });
    expect(inDollars.quote).toMatchObject({
      currency: 'USD',
      ngnPerUnit: null,
      total: SUPER.usd,
      expiresAt: null,
    });
  });

  it('gives no quote in a currency without a rate, never a made-up one', async ({
    db,
    customer: { client },
  }) => {
    // A rate that applies only from tomorrow is not in force yet.
    await createExchangeRate(db, 'CAD', '1100', new Date(Date.now() + 24 * HOUR));
    const order = await placeOrderAs(client, { displayCurrency: 'CAD' });
    expect(order.quote).toBeNull();
    expect(await storedQuote(db, order.id)).toMatchObject({ currency: null, total: null, expiresAt: null });
  });

  it('refuses a currency it does not know', async ({ customer: { client } }) => {
    const response = await client.postJson('/api/orders', { ...makeOrderRequest(), displayCurrency: 'JPY' });
    expect(response.status).toBe(422);
  });
});

describe('an expired quote', () => {
  it("holds for 24 hours; after, the order page shows it at today's rate, and payment locks that", async ({
    db,
    customer: { client },
  }) => {
    const placedAt = new Date();
    await createExchangeRate(db, 'GBP', '2000', new Date(placedAt.getTime() - HOUR));
    const order = await placeOrderAs(client, { displayCurrency: 'GBP', paymentMethod: 'card' });
    const locked = order.quote!;
    expect(locked.total).toBe(20_373);
    await createExchangeRate(db, 'GBP', '2100', new Date(placedAt.getTime() + HOUR));

    // 23 hours on: the locked quote holds, though a new rate is in force.
    vi.useFakeTimers({ now: placedAt.getTime() + 23 * HOUR, toFake: ['Date'] });
    expect((await orderPage(client, order.id)).quote).toEqual(locked);

    // 25 hours on: the page shows today's amount, with the expired one for its notice; nothing is written yet.
    vi.setSystemTime(placedAt.getTime() + 25 * HOUR);
    const recomputed = (await orderPage(client, order.id)).quote!;
    expect(recomputed).toMatchObject({
      currency: 'GBP',
      ngnPerUnit: '2100',
      total: convertFromNgn(SUPER.ngn, '2100'),
      recomputed: true,
      previous: { total: 20_373, ngnPerUnit: '2000', expiresAt: locked.expiresAt },
    });
    expect(Date.parse(recomputed.expiresAt!)).toBe(placedAt.getTime() + 49 * HOUR);
    expect((await storedQuote(db, order.id)).ngnPerUnit).toBe('2000.000000');

    // Paying locks today's quote for another 24 hours.
    const checkout = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    expect(checkout.status).toBe(200);
    const relocked = await storedQuote(db, order.id);
    expect(relocked).toMatchObject({ ngnPerUnit: '2100.000000', total: convertFromNgn(SUPER.ngn, '2100') });
    expect(Date.parse(relocked.expiresAt!)).toBe(placedAt.getTime() + 49 * HOUR);
    // The card is charged that amount, not the expired one (docs/decisions/047).
    const [charged] = await db
      .select({ amount: paymentCheckouts.chargeAmount, currency: paymentCheckouts.chargeCurrency })
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.orderId, order.id));
    expect(charged).toEqual({ amount: relocked.total, currency: 'GBP' });
    expect((await orderPage(client, order.id)).quote).toMatchObject({
      ngnPerUnit: '2100',
      recomputed: false,
    });
  });
});
