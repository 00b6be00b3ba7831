import {
  makeQuote,
  quoteExpired,
  storedQuote,
  toQuoteView,
  type Quote,
  type QuoteView,
} from '../../../domain/fx/quote';
import type { Db } from '../../db/client';
import { ngnPerUnitAt } from '../exchange-rates';
import { updateExpiredQuote, type OrderRow, type QuoteColumns } from './orders.repo';

/** A quote as the order's columns hold it. */
export function quoteColumns(quote: Quote | null): QuoteColumns {
  return {
    quoteCurrency: quote?.currency ?? null,
    quoteNgnPerUnit: quote?.ngnPerUnit ?? null,
    quoteTotal: quote?.total ?? null,
    quoteExpiresAt: quote?.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The quote the buyer pays against at `now`: the locked one while it holds (or once the order is paid or closed),
 * else the same currency at today's rate, which is what the order page shows with a notice before payment
 * (docs/decisions/047).
 */
async function quoteNow(db: Db, order: OrderRow, now: Date) {
  const locked = storedQuote(order);
  if (!locked || order.status !== 'pending' || !quoteExpired(locked, now)) {
    return { locked, fresh: undefined };
  }
  const totals = { usd: order.totalUsd, ngn: order.totalNgn };
  const rate = await ngnPerUnitAt(db, locked.currency, now);
  return { locked, fresh: makeQuote(totals, locked.currency, rate, now) ?? undefined };
}

/** The quote for the owner's order page: today's in place of an expired one, marked as recomputed. */
export async function currentQuoteView(db: Db, order: OrderRow, now: Date): Promise<QuoteView | null> {
  const { locked, fresh } = await quoteNow(db, order, now);
  if (!locked) return null;
  return fresh ? toQuoteView(fresh, locked) : toQuoteView(locked);
}

/**
 * The quote a payment starts from: an expired one is locked again at today's rate for another 24 hours first, so
 * the card is charged against the amount the order page showed. Returns the quote in force after.
 */
export async function lockCurrentQuote(db: Db, order: OrderRow, now: Date): Promise<Quote | null> {
  const { locked, fresh } = await quoteNow(db, order, now);
  if (!fresh || !locked?.expiresAt) return locked;
  await updateExpiredQuote(db, order.id, locked.expiresAt.toISOString(), quoteColumns(fresh));
  return fresh;
}
