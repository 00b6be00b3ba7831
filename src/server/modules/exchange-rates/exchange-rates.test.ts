import { describe, expect } from 'vitest';
import { EXCHANGE_RATE_MESSAGES as M } from '../../../domain/fx/exchange-rate.schema';
import type { AdminExchangeRateView, RatesInForce } from '../../../domain/fx/exchange-rate.schema';
import { it } from '../../../testing/api-test';
import { expectAdminOnly } from '../../../testing/admin-client';
import { createExchangeRate } from '../../../testing/exchange-rate-factory';
import { auditEntries } from '../../../testing/real-estate-admin';
import type { ErrorResponse } from '../../../testing/order-api';
import type { TestClient } from '../../../testing/test-client';
import { exchangeRatesSeeder } from '../../seed/exchange-rates.seed';
import { ngnPerUnitAt } from './exchange-rates.service';

const enter = (client: TestClient, body: unknown) => client.postJson('/api/admin/exchange-rates', body);
const history = async (client: TestClient) =>
  ((await (await client.fetch('/api/admin/exchange-rates')).json()) as { rates: AdminExchangeRateView[] })
    .rates;

describe('exchange rates in the console', () => {
  it('enters a rate for admins only, audits it, and keeps it in the history', async ({ db, clients }) => {
    const response = await expectAdminOnly(clients, (client) =>
      enter(client, { currency: 'GBP', ngnPerUnit: '2050.50', appliesFrom: '2026-01-01T09:00' }),
    );
    expect(response.status).toBe(201);
    const { rate } = (await response.json()) as { rate: AdminExchangeRateView };
    expect(rate).toMatchObject({
      currency: 'GBP',
      ngnPerUnit: '2050.5',
      appliesFrom: '2026-01-01T09:00:00.000Z',
      sample: false,
      inForce: true,
    });
    expect(await auditEntries(db, 'exchange_rate', rate.id)).toMatchObject([
      {
        action: 'created',
        before: null,
        after: { currency: 'GBP', ngnPerUnit: '2050.5', appliesFrom: '2026-01-01T09:00:00.000Z' },
      },
    ]);
    const listed = await expectAdminOnly(clients, (client) => client.fetch('/api/admin/exchange-rates'));
    expect(((await listed.json()) as { rates: AdminExchangeRateView[] }).rates).toEqual([rate]);
  });

  it('never overwrites: a new rate joins the history and the latest applicable one is in force', async ({
    admin,
  }) => {
    const past = await enter(admin.client, {
      currency: 'EUR',
      ngnPerUnit: '1700',
      appliesFrom: '2026-01-01T00:00Z',
    });
    expect(past.status).toBe(201);
    await enter(admin.client, { currency: 'EUR', ngnPerUnit: '1750', appliesFrom: '2026-02-01T00:00Z' });
    // Applies from a year ahead: recorded, not yet in force.
    await enter(admin.client, { currency: 'EUR', ngnPerUnit: '1800', appliesFrom: '2099-01-01T00:00Z' });
    const rates = await history(admin.client);
    expect(rates.map((rate) => [rate.ngnPerUnit, rate.inForce])).toEqual([
      ['1800', false],
      ['1750', true],
      ['1700', false],
    ]);
  });

  it('takes a blank applies-from as now', async ({ admin }) => {
    const before = Date.now();
    const response = await enter(admin.client, { currency: 'CAD', ngnPerUnit: '1100', appliesFrom: '' });
    const { rate } = (await response.json()) as { rate: AdminExchangeRateView };
    expect(Date.parse(rate.appliesFrom)).toBeGreaterThanOrEqual(before - 1000);
    expect(rate.inForce).toBe(true);
  });

  it.for([
    [{ currency: 'USD', ngnPerUnit: '1550' }, 'currency', M.currency],
    [{ currency: 'NGN', ngnPerUnit: '1' }, 'currency', M.currency],
    [{ currency: 'GBP', ngnPerUnit: '0' }, 'ngnPerUnit', M.rate],
    [{ currency: 'GBP', ngnPerUnit: '-2050' }, 'ngnPerUnit', M.rate],
    [{ currency: 'GBP', ngnPerUnit: '2050.1234567' }, 'ngnPerUnit', M.rate],
    [{ currency: 'GBP', ngnPerUnit: '2,050' }, 'ngnPerUnit', M.rate],
    [{ currency: 'GBP', ngnPerUnit: 2050 }, 'ngnPerUnit', M.rate],
    [{ currency: 'GBP', ngnPerUnit: '2050', appliesFrom: 'tomorrow' }, 'appliesFrom', M.appliesFrom],
    [{ currency: 'GBP', ngnPerUnit: '2050', appliesFrom: '2026-13-45T99:99' }, 'appliesFrom', M.appliesFrom],
  ] as const)('refuses %j on its field', async ([body, field, message], { admin, db }) => {
    const response = await enter(admin.client, body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorResponse).error.fields).toEqual({ [field]: message });
    expect(await history(admin.client)).toEqual([]);
    expect(await auditEntries(db, 'exchange_rate', 'x')).toEqual([]);
  });
});

describe('the rates in force', () => {
  it('are public, one per currency with a rate, sample rates marked', async ({ db, visitor }) => {
    await createExchangeRate(db, 'GBP', '2000', new Date('2026-01-01T00:00:00Z'));
    await createExchangeRate(db, 'GBP', '2100.25', new Date('2026-03-01T00:00:00Z'));
    await createExchangeRate(db, 'GBP', '9999', new Date('2099-01-01T00:00:00Z'));
    const response = await visitor.fetch('/api/exchange-rates');
    expect(response.status).toBe(200);
    const { rates } = (await response.json()) as RatesInForce;
    // EUR and CAD have no rate: not offered, never a made-up number.
    expect(rates).toEqual([
      { currency: 'GBP', ngnPerUnit: '2100.25', appliesFrom: '2026-03-01T00:00:00.000Z', sample: false },
    ]);
  });

  it('seeded on a new install are samples, and say so', async ({ db, visitor }) => {
    await exchangeRatesSeeder.seed(db);
    const { rates } = (await (await visitor.fetch('/api/exchange-rates')).json()) as RatesInForce;
    expect(rates.map(({ currency, sample }) => [currency, sample])).toEqual([
      ['CAD', true],
      ['EUR', true],
      ['GBP', true],
    ]);
  });

  it('at a time t is the latest whose applies-from is not after t', async ({ db }) => {
    await createExchangeRate(db, 'CAD', '1000', new Date('2026-01-01T00:00:00Z'));
    await createExchangeRate(db, 'CAD', '1100', new Date('2026-02-01T00:00:00Z'));
    expect(await ngnPerUnitAt(db, 'CAD', new Date('2025-12-31T23:59:59Z'))).toBeUndefined();
    expect(await ngnPerUnitAt(db, 'CAD', new Date('2026-01-01T00:00:00Z'))).toBe('1000');
    expect(await ngnPerUnitAt(db, 'CAD', new Date('2026-01-31T23:59:59Z'))).toBe('1000');
    expect(await ngnPerUnitAt(db, 'CAD', new Date('2026-02-01T00:00:00Z'))).toBe('1100');
    expect(await ngnPerUnitAt(db, 'NGN', new Date())).toBeUndefined();
  });
});
