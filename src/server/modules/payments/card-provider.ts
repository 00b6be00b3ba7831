import { orderPaymentPath, orderSuccessPath } from '../../../domain/orders/order-pages';
import type { CardCharge } from './card-charge';

/** What a card payment provider is told about the order it takes payment for. */
export interface CheckoutRequest {
  checkoutId: string;
  orderId: string;
  planName: string;
  confirmationNumber: string;
  /** Minor units. */
  totalUsd: number;
  totalNgn: number;
  /** What the provider is to take (cardChargeFor): its confirmation must report exactly this. */
  charge: CardCharge;
}

/** Where the provider sends the browser back to: after paying, and after giving up. */
export interface ReturnUrls {
  success: string;
  cancel: string;
}

/** A confirmation from the provider, already verified as theirs. */
export interface PaymentEvent {
  type: 'checkout.completed';
  /** The provider's own id for this event: each is applied at most once. */
  id: string;
  checkoutId: string;
  /** What the provider took, checked against what the order charges before the order is marked paid. */
  amount: number;
  currency: string;
}

/**
 * A card payment provider (DECISIONS 19). It hosts the checkout the browser is sent to, and confirms payments
 * server-to-server with a signed webhook; only a verified confirmation marks an order paid.
 */
export interface CardPaymentProvider {
  /** Stored on each checkout, so a confirmation is matched to the provider that took it. */
  readonly name: string;
  createCheckout(request: CheckoutRequest, returnUrls: ReturnUrls): Promise<{ url: string }>;
  /** The event in a webhook request, or null when its signature (at time `now`) or body is not valid. */
  parseWebhook(rawBody: string, headers: Headers, now: Date): PaymentEvent | null;
}

/** The pages the provider returns the browser to (DECISIONS 12, 19). */
export function returnUrlsFor(orderId: string): ReturnUrls {
  return { success: orderSuccessPath(orderId), cancel: orderPaymentPath(orderId) };
}
