import { z } from 'zod';
import { plainText } from '../accounts/text-field';

export const CHECKOUT_MESSAGES = {
  signedOut: 'You must be logged in to complete this purchase',
  failed: 'Failed to initialize payment. Please try again.',
  cardUnavailable: 'Card payments are not available yet. Please pay by bank transfer.',
  notCardOrder: 'This order is paid by bank transfer, not by card',
  notPending: 'This order is not awaiting payment',
} as const;

/** What the payment page says when a hosted checkout sent the browser back unpaid (PaymentNotice). */
export const PAYMENT_NOTICE_MESSAGES = {
  failed: 'Your card payment did not go through, and this order is still unpaid. You can try again.',
  unconfirmed:
    'We could not confirm your card payment just now. If you paid, this order will show as paid shortly; otherwise, please try again.',
} as const;

/** Starts a card checkout for one of the user's own orders (spec 001 §2, "Payment page"). */
export const CheckoutRequestSchema = z.object({
  orderId: plainText(z.string({ error: 'Order not found' }).trim().min(1, 'Order not found').max(100)),
});
export type CheckoutRequest = z.output<typeof CheckoutRequestSchema>;

/** Where to send the browser: the card provider's checkout page. */
export const CheckoutStartedSchema = z.object({ url: z.string() });

/** The card provider's confirmation was read (whatever it changed: the log says). */
export const WebhookReceivedSchema = z.object({ received: z.literal(true) });
