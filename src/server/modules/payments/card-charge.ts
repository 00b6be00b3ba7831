import type { DisplayCurrency } from '../../../domain/fx/currencies';
import { quoteExpired, type Quote } from '../../../domain/fx/quote';

/** An amount in minor units of an ISO 4217 currency, as a card provider charges and reports it. */
export interface CardCharge {
  amount: number;
  currency: string;
}

/** What a checkout asks for: always in one of the currencies the app knows. */
export interface OrderCharge extends CardCharge {
  currency: DisplayCurrency;
}

/** The catalogue's own currencies: every order has its total in both, so a provider can always charge one. */
export const CARD_CURRENCIES = ['USD', 'NGN'] as const;
export type CardCurrency = (typeof CARD_CURRENCIES)[number];

/** Which currencies a provider's checkout takes (docs/decisions/047). */
export interface ChargeRule {
  /** The catalogue total it charges when the buyer's quote is in a currency it cannot take. */
  readonly chargeCurrency: CardCurrency;
  /** The currencies it charges a locked quote in as it stands: the buyer pays exactly the figure held for them. */
  readonly quoteCurrencies: readonly DisplayCurrency[];
}

/**
 * What a card checkout charges for an order: the locked quote itself while it holds and the provider takes its
 * currency, so the sponsor pays the very figure Review & Pay showed them; otherwise the order's catalogue total in
 * the provider's own currency (the test checkout dollars, Paystack naira in kobo: decision 046), which the card
 * issuer converts. An expired quote is never charged: payment locks today's first (lockCurrentQuote). The
 * checkout stores what this returns, and a confirmation must report exactly that.
 */
export function cardChargeFor(
  order: { totalUsd: number; totalNgn: number },
  quote: Quote | null,
  rule: ChargeRule,
  now: Date,
): OrderCharge {
  if (quote && rule.quoteCurrencies.includes(quote.currency) && !quoteExpired(quote, now)) {
    return { amount: quote.total, currency: quote.currency };
  }
  const currency = rule.chargeCurrency;
  return { amount: currency === 'NGN' ? order.totalNgn : order.totalUsd, currency };
}

/** Whether the provider took exactly what the checkout charges: any other amount or currency is not its payment. */
export function chargeMatches(expected: CardCharge, received: CardCharge): boolean {
  return expected.amount === received.amount && expected.currency === received.currency;
}
