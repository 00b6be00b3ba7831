/** The web pages about one order (DECISIONS 12, 19), for notification links and payment return URLs. */
export function orderSuccessPath(orderId: string): string {
  return `/healthcare/success?order=${encodeURIComponent(orderId)}`;
}

/**
 * Why the browser came back to the payment page from a hosted checkout, when it was not paid: the card was
 * declined or the payment abandoned ('failed'), or the provider could not confirm it just now ('unconfirmed').
 */
export const PAYMENT_NOTICES = ['failed', 'unconfirmed'] as const;
export type PaymentNotice = (typeof PAYMENT_NOTICES)[number];

export function orderPaymentPath(orderId: string, notice?: PaymentNotice): string {
  const base = `/healthcare/payment?order=${encodeURIComponent(orderId)}`;
  return notice ? `${base}&payment=${notice}` : base;
}

/** The order's own page in the account ('My Orders'), where it is read after the purchase (docs/decisions/032). */
export function orderDetailPath(orderId: string): string {
  return `/profile/orders/${encodeURIComponent(orderId)}`;
}

/** The order's member cards, one per person, once it is active (docs/decisions/038). */
export function orderCardsPath(orderId: string): string {
  return `${orderDetailPath(orderId)}/cards`;
}

/** The relative's own page, opened from her invitation (docs/decisions/050); served by the server, not the app. */
export function invitationPath(token: string): string {
  return `/invite/${encodeURIComponent(token)}`;
}

/** The cover check a member card's QR code opens (docs/decisions/038); served by the server, not the app. */
export function cardCheckPath(token: string): string {
  return `/verify/${encodeURIComponent(token)}`;
}
