import { orderPaymentPath, orderSuccessPath } from '../orders/order-pages';

/** What a card payment provider is told about the order it takes payment for. */
export interface CheckoutRequest {
  checkoutId: string;
  orderId: string;
  planName: string;
  confirmationNumber: string;
  /** Minor units. */
  totalUsd: number;
  totalNgn: number;
}

/** Where the provider sends the browser back to: after paying, and after giving up. */
export interface ReturnUrls {
  success: string;
  cancel: string;
}

/** A confirmation from the provider, already verified as theirs. */
export interface PaymentEvent {
  type: 'checkout.completed';
  checkoutId: string;
}

/**
 * A card payment provider (DECISIONS 19). It hosts the checkout the browser is sent to, and confirms payments
 * server-to-server with a signed webhook; only a verified confirmation marks an order paid.
 */
export interface CardPaymentProvider {
  /** Stored on each checkout, so a confirmation is matched to the provider that took it. */
  readonly name: string;
  createCheckout(request: CheckoutRequest, returnUrls: ReturnUrls): Promise<{ url: string }>;
  /** The event in a webhook request, or null when its signature or body is not valid. */
  parseWebhook(rawBody: string, headers: Headers): PaymentEvent | null;
}

/** The pages the provider returns the browser to (DECISIONS 12, 19). */
export function returnUrlsFor(orderId: string): ReturnUrls {
  return { success: orderSuccessPath(orderId), cancel: orderPaymentPath(orderId) };
}
