import type { DisplayCurrency } from '../../../domain/fx/currencies';
import type { Quote } from '../../../domain/fx/quote';
import { amountToPay, type ChargeRule } from '../../../domain/payments/amount-to-pay';

export { CARD_CURRENCIES, type CardCurrency, type ChargeRule } from '../../../domain/payments/amount-to-pay';

/** An amount in minor units of an ISO 4217 currency, as a card provider charges and reports it. */
export interface CardCharge {
  amount: number;
  currency: string;
}

/** What a checkout asks for: always in one of the currencies the app knows. */
export interface OrderCharge extends CardCharge {
  currency: DisplayCurrency;
}

/**
 * What a card checkout charges for an order: the card line of `amountToPay` (docs/decisions/047, 051), so the
 * sponsor pays the very figure Review & Pay showed them. An expired quote is never charged: payment locks today's
 * first (lockCurrentQuote). The checkout stores what this returns, and a confirmation must report exactly that.
 */
export function cardChargeFor(
  order: { totalUsd: number; totalNgn: number },
  quote: Quote | null,
  rule: ChargeRule,
  now: Date,
): OrderCharge {
  const totals = { usd: order.totalUsd, ngn: order.totalNgn };
  // The transfer currency plays no part in a card's line.
  const { amount, currency } = amountToPay(
    { totals, quote },
    'card',
    { card: rule, transferCurrency: 'NGN' },
    now,
  );
  return { amount, currency };
}

/** Whether the provider took exactly what the checkout charges: any other amount or currency is not its payment. */
export function chargeMatches(expected: CardCharge, received: CardCharge): boolean {
  return expected.amount === received.amount && expected.currency === received.currency;
}
