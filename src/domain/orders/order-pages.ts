/** The web pages about one order (DECISIONS 12, 19), for notification links and payment return URLs. */
export function orderSuccessPath(orderId: string): string {
  return `/healthcare/success?order=${encodeURIComponent(orderId)}`;
}

export function orderPaymentPath(orderId: string): string {
  return `/healthcare/payment?order=${encodeURIComponent(orderId)}`;
}
