/** An amount in minor units of an ISO 4217 currency, as a card provider charges and reports it. */
export interface CardCharge {
  amount: number;
  currency: string;
}

/** The currencies a card checkout can charge an order in: each order has its total in both. */
export const CARD_CURRENCIES = ['USD', 'NGN'] as const;
export type CardCurrency = (typeof CARD_CURRENCIES)[number];

/**
 * What a card checkout charges for an order, in the currency its provider settles in: the built-in test checkout
 * charges the dollar total (docs/decisions/016), Paystack the naira total in kobo (docs/decisions/046). The one
 * place the charged amount comes from: the checkout request and the check of every confirmation both call it.
 */
export function cardChargeFor(
  order: { totalUsd: number; totalNgn: number },
  currency: CardCurrency,
): CardCharge {
  return { amount: currency === 'NGN' ? order.totalNgn : order.totalUsd, currency };
}

/** Whether the provider took exactly what the order charges: any other amount or currency is not its payment. */
export function chargeMatches(expected: CardCharge, received: CardCharge): boolean {
  return expected.amount === received.amount && expected.currency === received.currency;
}
