import { plainRate } from '../../../domain/fx/convert';
import { isQuotableRate, ratePlausibility } from '../../../domain/fx/rate-plausibility';
import { isRatedCurrency, type DisplayCurrency, type RatedCurrency } from '../../../domain/fx/currencies';
import {
  appliesFromOf,
  rateAt,
  type AdminExchangeRateView,
  EXCHANGE_RATE_MESSAGES,
  type ExchangeRateEntry,
  type RateInForce,
} from '../../../domain/fx/exchange-rate.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
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

/**
 * The rates in force now, one per currency that has one; a currency without a rate is not offered, nor one whose
 * rate is outside its hard range (docs/decisions/060): no estimate is made from it.
 */
export async function ratesInForce(db: Db, now: Date): Promise<RateInForce[]> {
  return (await listRatesInForce(db, now))
    .filter((row) => isQuotableRate(row.currency, row.ngnPerUnit))
    .map(toRateInForce);
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
 * Whether the entry may be saved (docs/decisions/060): a rate outside its currency's hard range never; an unusual
 * one (outside the usual range, or more than 20% from the rate it replaces at its applies-from) only when the admin
 * confirmed it. Returns the warning the admin confirmed past, if any, for the audit.
 */
async function checkPlausible(
  tx: Db,
  entry: ExchangeRateEntry,
  appliesFrom: Date,
): Promise<string | undefined> {
  const replaced = await findRateInForce(tx, entry.currency, appliesFrom);
  const check = ratePlausibility(
    entry.currency,
    entry.ngnPerUnit,
    replaced && plainRate(replaced.ngnPerUnit),
  );
  if (check.verdict === 'plausible') return undefined;
  if (check.verdict === 'refused') {
    throw new AppError('validation_failed', check.message, { ngnPerUnit: check.message });
  }
  if (entry.confirmImplausible) return check.message;
  throw new AppError('validation_failed', check.message, {
    ngnPerUnit: check.message,
    confirmImplausible: EXCHANGE_RATE_MESSAGES.confirm,
  });
}

/**
 * Adds a rate, audited in the same transaction. Rates are never changed or removed: a correction is a new rate,
 * and both stay in the history (docs/decisions/047). An unusual rate needs the admin's confirmation, and its audit
 * entry says it was confirmed and what the warning was (docs/decisions/060).
 */
export async function enterExchangeRate(
  db: Db,
  actorId: string,
  entry: ExchangeRateEntry,
  now: Date,
): Promise<AdminExchangeRateView> {
  return db.transaction(async (tx) => {
    const appliesFrom = appliesFromOf(entry, now);
    const confirmedWarning = await checkPlausible(tx, entry, appliesFrom);
    const row = await insertExchangeRate(tx, {
      currency: entry.currency,
      ngnPerUnit: entry.ngnPerUnit,
      appliesFrom,
      enteredBy: actorId,
    });
    const view = toRateInForce(row);
    await recordAudit(tx, {
      actorId,
      action: confirmedWarning ? 'created (confirmed implausible)' : 'created',
      entityType: 'exchange_rate',
      entityId: row.id,
      after: {
        currency: view.currency,
        ngnPerUnit: view.ngnPerUnit,
        appliesFrom: view.appliesFrom,
        ...(confirmedWarning ? { confirmedImplausible: true, warning: confirmedWarning } : {}),
      },
    });
    const entered = (await exchangeRateHistory(tx, now)).find((rate) => rate.id === row.id);
    if (!entered) throw new Error('exchange rate vanished after it was written');
    return entered;
  });
}
