/** The web pages about one order (DECISIONS 12, 19), for notification links and payment return URLs. */
export function orderSuccessPath(orderId: string): string {
  return `/healthcare/success?order=${encodeURIComponent(orderId)}`;
}

export function orderPaymentPath(orderId: string): string {
  return `/healthcare/payment?order=${encodeURIComponent(orderId)}`;
}

/** The order's own page in the account ('My Orders'), where it is read after the purchase (docs/decisions/032). */
export function orderDetailPath(orderId: string): string {
  return `/profile/orders/${encodeURIComponent(orderId)}`;
}

/** The order's member cards, one per person, once it is active (docs/decisions/038). */
export function orderCardsPath(orderId: string): string {
  return `${orderDetailPath(orderId)}/cards`;
}
