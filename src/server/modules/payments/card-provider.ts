import { orderPaymentPath, orderSuccessPath } from '../../../domain/orders/order-pages';
import type { Quote } from '../../../domain/fx/quote';
import type { ChargeRule, OrderCharge } from './card-charge';

/** What a card payment provider is told about the order it takes payment for. */
export interface CheckoutRequest {
  checkoutId: string;
  orderId: string;
  planName: string;
  confirmationNumber: string;
  /** The account holder's email: a hosted checkout sends its receipt there (Paystack requires one). */
  customerEmail: string;
  /** Minor units. */
  totalUsd: number;
  totalNgn: number;
  /** What the provider is to take (cardChargeFor): its confirmation must report exactly this. */
  charge: OrderCharge;
  /**
   * The total in the buyer's currency at the locked rate, for the provider's description of the payment
   * (docs/decisions/047); null for an order without a quote.
   */
  quote: Quote | null;
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
  /** The card paid with, when the provider says it can be charged again (docs/decisions/066). */
  reusableCard?: ReusableCard;
}

/**
 * A card the provider can charge again without its holder (Paystack's reusable authorization). The code stays on
 * the server; brand, last four digits and expiry name the card to its holder.
 */
export interface ReusableCard {
  authorizationCode: string;
  email: string;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
}

/** The provider's word that a refund went through or failed (docs/decisions/052), already verified as theirs. */
export interface RefundEvent {
  type: 'refund.processed' | 'refund.failed';
  /** The provider's id of the refund, as its refund answer gave it. */
  providerRefundId: string;
  /** The checkout (the transaction) the refund gives back from. */
  checkoutId: string;
}

/** What a provider answers a refund request: accepted (usually to be processed later), or refused with a reason. */
export type RefundAnswer =
  { accepted: true; providerRefundId: string; processed: boolean } | { accepted: false; message: string };

/** A genuine webhook about something other than a completed payment: acknowledged, and nothing changes. */
export const IGNORED_EVENT = 'ignored';

/**
 * A card payment provider (DECISIONS 19). It hosts the checkout the browser is sent to, and confirms payments
 * server-to-server with a signed webhook; only a verified confirmation marks an order paid.
 */
export interface CardPaymentProvider extends ChargeRule {
  /** Stored on each checkout, so a confirmation is matched to the provider that took it. */
  readonly name: string;
  /** Throws ProviderUnavailableError when the provider cannot be reached or does not answer sensibly. */
  createCheckout(request: CheckoutRequest, returnUrls: ReturnUrls): Promise<{ url: string }>;
  /**
   * The event in a webhook request; IGNORED_EVENT for a genuine one that is not a completed payment; null when its
   * signature (at time `now`) or body is not valid.
   */
  parseWebhook(
    rawBody: string,
    headers: Headers,
    now: Date,
  ): PaymentEvent | RefundEvent | typeof IGNORED_EVENT | null;
  /**
   * Gives back `amount` (minor units of `currency`) of the payment taken through checkout `checkoutId`
   * (docs/decisions/052). Throws ProviderUnavailableError when the provider cannot be reached: the job retries.
   */
  refund(request: { checkoutId: string; amount: number; currency: string }): Promise<RefundAnswer>;
}

/**
 * The provider could not be reached, timed out, or answered with a server error: the user is told to try again
 * (CHECKOUT_MESSAGES.failed), never shown a 5xx. The message names the cause for the log, and holds no keys.
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The pages the provider returns the browser to (DECISIONS 12, 19). */
export function returnUrlsFor(orderId: string): ReturnUrls {
  return { success: orderSuccessPath(orderId), cancel: orderPaymentPath(orderId) };
}
