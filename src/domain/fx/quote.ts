import { z } from 'zod';
import type { Price } from '../money';
import { convertFromNgn, plainRate } from './convert';
import { DisplayCurrencySchema, isRatedCurrency, type DisplayCurrency } from './currencies';
import { isQuotableRate } from './rate-plausibility';

export { formatIn, rateText } from './format';

/** How long a quote's rate holds once the order is placed (docs/decisions/047). */
export const QUOTE_HOURS = 24;
const QUOTE_MS = QUOTE_HOURS * 60 * 60 * 1000;

/**
 * An order's total in the buyer's currency. For NGN and USD it is the catalogue's own total (no rate, no expiry);
 * for GBP, EUR and CAD it is the naira total at the rate in force when it was made, held until `expiresAt`.
 */
export interface Quote {
  currency: DisplayCurrency;
  /** Naira per one unit, exact ('2050.5'); null for the catalogue's own currencies. */
  ngnPerUnit: string | null;
  /** Minor units of `currency`. */
  total: number;
  expiresAt: Date | null;
}

/**
 * The quote for these totals in `currency` at `now`, or null when the currency needs a rate and has none: it is
 * then not offered, rather than priced at a made-up number. A rate outside the currency's hard range counts as none
 * (docs/decisions/060), so a quote lies between the naira total at the range's two ends and is never zero.
 */
export function makeQuote(
  totals: Price,
  currency: DisplayCurrency,
  ngnPerUnit: string | undefined,
  now: Date,
): Quote | null {
  if (currency === 'NGN') return { currency, ngnPerUnit: null, total: totals.ngn, expiresAt: null };
  if (currency === 'USD') return { currency, ngnPerUnit: null, total: totals.usd, expiresAt: null };
  if (!isRatedCurrency(currency) || ngnPerUnit === undefined) return null;
  if (!isQuotableRate(currency, ngnPerUnit)) return null;
  const total = convertFromNgn(totals.ngn, ngnPerUnit);
  if (total < 1) return null;
  return { currency, ngnPerUnit, total, expiresAt: new Date(now.getTime() + QUOTE_MS) };
}

/**
 * Whether a quote can stand: a positive total and, for a converted one, a rate in the hard range. An order locked
 * before the range existed (at ₦999,999,999.999999 = £1, £0.00) has a quote that cannot, and is treated as having
 * none: its pages show the catalogue's totals and the card is charged them (docs/decisions/060).
 */
function quoteCanStand(quote: Quote): boolean {
  if (quote.total < 1) return false;
  return quote.ngnPerUnit === null || isQuotableRate(quote.currency, quote.ngnPerUnit);
}

export function quoteExpired(quote: Pick<Quote, 'expiresAt'>, now: Date): boolean {
  return quote.expiresAt !== null && quote.expiresAt.getTime() <= now.getTime();
}

/** The quote as the API answers it: the locked one, and when it has expired, today's in its place. */
export const QuoteViewSchema = z
  .object({
    currency: DisplayCurrencySchema,
    ngnPerUnit: z.string().nullable(),
    total: z.int(),
    expiresAt: z.iso.datetime().nullable(),
    /** True when the order's locked quote had expired and this is the amount at today's rate. */
    recomputed: z.boolean(),
    /** The expired quote's amount and expiry, for the notice that says what changed. */
    previous: z
      .object({ total: z.int(), ngnPerUnit: z.string().nullable(), expiresAt: z.iso.datetime() })
      .nullable(),
  })
  .meta({ id: 'QuoteView' });
export type QuoteView = z.infer<typeof QuoteViewSchema>;

/** An order's stored quote columns, or null for an order placed before quotes or one whose quote cannot stand. */
export function storedQuote(columns: {
  quoteCurrency: DisplayCurrency | null;
  quoteNgnPerUnit: string | null;
  quoteTotal: number | null;
  /** As the database writes a timestamp: '2026-11-26 10:00:00+00' or ISO 8601. */
  quoteExpiresAt: string | null;
}): Quote | null {
  if (columns.quoteCurrency === null || columns.quoteTotal === null) return null;
  const quote: Quote = {
    currency: columns.quoteCurrency,
    ngnPerUnit: columns.quoteNgnPerUnit === null ? null : plainRate(columns.quoteNgnPerUnit),
    total: columns.quoteTotal,
    expiresAt: columns.quoteExpiresAt === null ? null : new Date(columns.quoteExpiresAt),
  };
  return quoteCanStand(quote) ? quote : null;
}

/** A quote as the API answers it; `previous` is the expired quote that `quote` replaces. */
export function toQuoteView(quote: Quote, previous: Quote | null = null): QuoteView {
  return {
    currency: quote.currency,
    ngnPerUnit: quote.ngnPerUnit,
    total: quote.total,
    expiresAt: quote.expiresAt?.toISOString() ?? null,
    recomputed: previous !== null,
    previous:
      previous?.expiresAt == null
        ? null
        : {
            total: previous.total,
            ngnPerUnit: previous.ngnPerUnit,
            expiresAt: previous.expiresAt.toISOString(),
          },
  };
}
