import type { Db } from '../server/db/client';
import { exchangeRates } from '../server/db/schema';
import type { RatedCurrency } from '../domain/fx/currencies';

/** A rate written straight to the table, as if an admin had entered it: applies from an hour ago by default. */
export async function createExchangeRate(
  db: Db,
  currency: RatedCurrency,
  ngnPerUnit: string,
  appliesFrom = new Date(Date.now() - 60 * 60 * 1000),
) {
  const [row] = await db.insert(exchangeRates).values({ currency, ngnPerUnit, appliesFrom }).returning();
  if (!row) throw new Error('exchange rate not inserted');
  return row;
}
