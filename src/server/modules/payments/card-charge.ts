/** An amount in minor units of an ISO 4217 currency, as a card provider charges and reports it. */
export interface CardCharge {
  amount: number;
  currency: string;
}

/**
 * What a card checkout charges for an order: its dollar total. The buyers pay from abroad, and a provider's card
 * checkout settles in one currency; the naira total is shown beside it for reference (docs/decisions/016).
 */
export function cardChargeFor(order: { totalUsd: number }): CardCharge {
  return { amount: order.totalUsd, currency: 'USD' };
}

/** Whether the provider took exactly what the order charges: any other amount or currency is not its payment. */
export function chargeMatches(expected: CardCharge, received: CardCharge): boolean {
  return expected.amount === received.amount && expected.currency === received.currency;
}
