import { plainRate } from '../../../domain/fx/convert';
import { isRatedCurrency, type DisplayCurrency, type RatedCurrency } from '../../../domain/fx/currencies';
import {
  appliesFromOf,
  rateAt,
  type AdminExchangeRateView,
  type ExchangeRateEntry,
  type RateInForce,
} from '../../../domain/fx/exchange-rate.schema';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import {
  findRateInForce,
  insertExchangeRate,
  listExchangeRates,
  listRatesInForce,
  type ExchangeRateRow,
} from './exchange-rates.repo';

function toRateInForce(row: ExchangeRateRow): RateInForce {
  return {
    currency: row.currency,
    ngnPerUnit: plainRate(row.ngnPerUnit),
    appliesFrom: row.appliesFrom.toISOString(),
    sample: row.sample,
  };
}

/** The rates in force now, one per currency that has one; a currency without a rate is not offered. */
export async function ratesInForce(db: Db, now: Date): Promise<RateInForce[]> {
  return (await listRatesInForce(db, now)).map(toRateInForce);
}

/** Naira per unit of the currency at `at` ('2050.5'), or undefined when it has no rate then (or needs none). */
export async function ngnPerUnitAt(db: Db, currency: DisplayCurrency, at: Date): Promise<string | undefined> {
  if (!isRatedCurrency(currency)) return undefined;
  const row = await findRateInForce(db, currency, at);
  return row && plainRate(row.ngnPerUnit);
}

/** Seeds sample rates (flagged as samples), entered by nobody, applying from `appliesFrom`. */
export async function addSampleExchangeRates(
  tx: Db,
  rates: ReadonlyArray<{ currency: RatedCurrency; ngnPerUnit: string }>,
  appliesFrom: Date,
): Promise<void> {
  for (const rate of rates) {
    await insertExchangeRate(tx, { ...rate, appliesFrom, enteredBy: null, sample: true });
  }
}

/** The whole history for the console, each rate marked when it is the one in force now. */
export async function exchangeRateHistory(db: Db, now: Date): Promise<AdminExchangeRateView[]> {
  const rows = await listExchangeRates(db);
  const inForce = new Set(
    [...new Set(rows.map((row) => row.currency))].map((currency) => rateAt(rows, currency, now)?.id),
  );
  return rows.map((row) => ({
    ...toRateInForce(row),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    enteredBy: row.enteredByEmail,
    inForce: inForce.has(row.id),
  }));
}

/**
 * Adds a rate, audited in the same transaction. Rates are never changed or removed: a correction is a new rate,
 * and both stay in the history (docs/decisions/047).
 */
export async function enterExchangeRate(
  db: Db,
  actorId: string,
  entry: ExchangeRateEntry,
  now: Date,
): Promise<AdminExchangeRateView> {
  return db.transaction(async (tx) => {
    const row = await insertExchangeRate(tx, {
      currency: entry.currency,
      ngnPerUnit: entry.ngnPerUnit,
      appliesFrom: appliesFromOf(entry, now),
      enteredBy: actorId,
    });
    const view = toRateInForce(row);
    await recordAudit(tx, {
      actorId,
      action: 'created',
      entityType: 'exchange_rate',
      entityId: row.id,
      after: { currency: view.currency, ngnPerUnit: view.ngnPerUnit, appliesFrom: view.appliesFrom },
    });
    const entered = (await exchangeRateHistory(tx, now)).find((rate) => rate.id === row.id);
    if (!entered) throw new Error('exchange rate vanished after it was written');
    return entered;
  });
}
