import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRates, user } from '../../db/schema';
import type { RatedCurrency } from '../../../domain/fx/currencies';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type NewExchangeRate = typeof exchangeRates.$inferInsert;

export async function insertExchangeRate(db: Db, values: NewExchangeRate): Promise<ExchangeRateRow> {
  const [row] = await db.insert(exchangeRates).values(values).returning();
  if (!row) throw new Error('exchange rate not inserted');
  return row;
}

/**
 * Every rate ever entered with the email of the admin who entered it, the latest applies-from first. The table
 * grows by a few rows a day at most.
 */
export async function listExchangeRates(db: Db) {
  const rows = await db
    .select({ rate: exchangeRates, enteredByEmail: user.email })
    .from(exchangeRates)
    .leftJoin(user, eq(user.id, exchangeRates.enteredBy))
    .orderBy(desc(exchangeRates.appliesFrom), desc(exchangeRates.createdAt));
  return rows.map(({ rate, enteredByEmail }) => ({ ...rate, enteredByEmail }));
}

/** The rate in force for each currency at `at`: per currency, the latest applies-from not after it. */
export async function listRatesInForce(db: Db, at: Date): Promise<ExchangeRateRow[]> {
  return db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .where(lte(exchangeRates.appliesFrom, at))
    .orderBy(exchangeRates.currency, desc(exchangeRates.appliesFrom), desc(exchangeRates.createdAt));
}

/** One currency's rate in force at `at` (exchange_rates_currency_applies_from_idx), or undefined. */
export async function findRateInForce(
  db: Db,
  currency: RatedCurrency,
  at: Date,
): Promise<ExchangeRateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.appliesFrom, at)))
    .orderBy(desc(exchangeRates.appliesFrom), desc(exchangeRates.createdAt))
    .limit(1);
  return row;
}
