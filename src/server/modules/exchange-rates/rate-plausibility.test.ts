import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  EXCHANGE_RATE_MESSAGES as M,
  type AdminExchangeRateView,
  type RatesInForce,
} from '../../../domain/fx/exchange-rate.schema';
import { itWithTestCards as it } from '../../../testing/api-test';
import { createExchangeRate } from '../../../testing/exchange-rate-factory';
import { placeOrderAs, type ErrorResponse } from '../../../testing/order-api';
import { auditEntries } from '../../../testing/real-estate-admin';
import type { TestClient } from '../../../testing/test-client';
import { orders, paymentCheckouts } from '../../db/schema';

// The built-in test checkout takes pounds, so a locked pounds quote is what the card is charged.

const enter = (client: TestClient, body: unknown) => client.postJson('/api/admin/exchange-rates', body);
const rateOf = async (response: Response) =>
  ((await response.json()) as { rate: AdminExchangeRateView }).rate;
const fieldsOf = async (response: Response) => ((await response.json()) as ErrorResponse).error.fields;

describe('an unusual rate needs the admin’s confirmation (docs/decisions/060)', () => {
  it('refuses a rate 35% from the one it replaces without the flag, saying why on the field', async ({
    db,
    admin,
  }) => {
    await createExchangeRate(db, 'GBP', '1580');
    const refused = await enter(admin.client, { currency: 'GBP', ngnPerUnit: '2133' });
    expect(refused.status).toBe(422);
    expect(await fieldsOf(refused)).toEqual({
      ngnPerUnit:
        'This rate is 35% above the rate it replaces, ₦1,580 = 1 GBP. Check it, and confirm it to save it anyway',
      confirmImplausible: M.confirm,
    });
    // 30% below, the other way.
    const below = await enter(admin.client, {
      currency: 'GBP',
      ngnPerUnit: '1106',
      confirmImplausible: false,
    });
    expect((await fieldsOf(below))?.ngnPerUnit).toContain('30% below the rate it replaces');
    // Nothing was written, nor audited.
    const { rates } = (await (await admin.client.fetch('/api/exchange-rates')).json()) as RatesInForce;
    expect(rates.map((rate) => rate.ngnPerUnit)).toEqual(['1580']);
  });

  it('saves it with the flag, and the audit says it was confirmed as implausible', async ({ db, admin }) => {
    await createExchangeRate(db, 'GBP', '1580');
    const saved = await enter(admin.client, {
      currency: 'GBP',
      ngnPerUnit: '2133',
      confirmImplausible: true,
    });
    expect(saved.status).toBe(201);
    const rate = await rateOf(saved);
    expect(rate).toMatchObject({ ngnPerUnit: '2133', inForce: true });
    expect(await auditEntries(db, 'exchange_rate', rate.id)).toMatchObject([
      {
        action: 'created (confirmed implausible)',
        after: {
          currency: 'GBP',
          ngnPerUnit: '2133',
          confirmedImplausible: true,
          warning: expect.stringContaining('35% above the rate it replaces'),
        },
      },
    ]);
  });

  it('asks for a first rate outside the usual range, and audits a plain one as before', async ({
    db,
    admin,
  }) => {
    const unusual = await enter(admin.client, { currency: 'EUR', ngnPerUnit: '650' });
    expect(unusual.status).toBe(422);
    expect((await fieldsOf(unusual))?.ngnPerUnit).toContain(
      'outside the usual range, ₦700 to ₦5,000 = 1 EUR',
    );
    const plain = await rateOf(
      await enter(admin.client, { currency: 'EUR', ngnPerUnit: '1790', confirmImplausible: true }),
    );
    const [entry] = await auditEntries(db, 'exchange_rate', plain.id);
    expect(entry).toMatchObject({ action: 'created' });
    expect(entry?.after).not.toHaveProperty('confirmedImplausible');
  });

  it('compares a rate entered ahead with the one in force when it applies, not today’s', async ({
    db,
    admin,
  }) => {
    await createExchangeRate(db, 'CAD', '1000', new Date('2026-01-01T00:00:00Z'));
    await createExchangeRate(db, 'CAD', '1500', new Date('2099-01-01T00:00:00Z'));
    const ahead = await enter(admin.client, {
      currency: 'CAD',
      ngnPerUnit: '1600',
      appliesFrom: '2099-06-01T00:00',
    });
    expect(ahead.status).toBe(201);
  });

  it.for(['999999999.999999', '0.000001', '60000'])(
    'refuses %s outright, confirmed or not',
    async (ngnPerUnit, { admin }) => {
      const refused = await enter(admin.client, { currency: 'GBP', ngnPerUnit, confirmImplausible: true });
      expect(refused.status).toBe(422);
      expect(await fieldsOf(refused)).toEqual({
        ngnPerUnit:
          'Enter a rate from ₦100 to ₦50,000 = 1 GBP: a rate outside that would make every quote in GBP wrong',
      });
    },
  );

  it('refuses a flag that is not true or false on its field', async ({ admin }) => {
    const refused = await enter(admin.client, {
      currency: 'GBP',
      ngnPerUnit: '2050',
      confirmImplausible: 'yes',
    });
    expect(refused.status).toBe(422);
    expect(await fieldsOf(refused)).toEqual({ confirmImplausible: M.confirm });
  });
});

describe('an absurd stored rate never makes an absurd quote (docs/decisions/060)', () => {
  // Written straight to the table, as the security review found them before the range existed.
  it.for(['999999999.999999', '0.000001'])(
    'at %s the estimate is not offered, the order has no quote, and card checkout is no 5xx',
    async (ngnPerUnit, { db, visitor, customer: { client } }) => {
      await createExchangeRate(db, 'GBP', ngnPerUnit);
      const { rates } = (await (await visitor.fetch('/api/exchange-rates')).json()) as RatesInForce;
      expect(rates).toEqual([]);
      const order = await placeOrderAs(client, { paymentMethod: 'card', displayCurrency: 'GBP' });
      expect(order.quote).toBeNull();
      const [row] = await db.select({ total: orders.quoteTotal }).from(orders).where(eq(orders.id, order.id));
      expect(row?.total).toBeNull();
      const checkout = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
      expect(checkout.status).toBe(200);
    },
  );

  it('an order locked at £0.00 before the range existed is charged its catalogue total, not 0 and not a 500', async ({
    db,
    customer: { client },
  }) => {
    await createExchangeRate(db, 'GBP', '2050');
    const order = await placeOrderAs(client, { paymentMethod: 'card', displayCurrency: 'GBP' });
    await db
      .update(orders)
      .set({ quoteNgnPerUnit: '999999999.999999', quoteTotal: 0 })
      .where(eq(orders.id, order.id));
    const { order: shown } = await (await client.api.orders[':id'].$get({ param: { id: order.id } })).json();
    expect(shown.quote).toBeNull();
    const checkout = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    expect(checkout.status).toBe(200);
    const checkoutId = (await checkout.json()).url.split('/').pop()!;
    const [charge] = await db
      .select({ amount: paymentCheckouts.chargeAmount, currency: paymentCheckouts.chargeCurrency })
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.id, checkoutId));
    expect(charge).toEqual({ amount: order.totalUsd, currency: 'USD' });
  });
});
