import { orderPaymentPath } from '../../../domain/orders/order-pages';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import type { MessagesOut } from '../notifications';
import { ProviderUnavailableError, returnUrlsFor } from './card-provider';
import { applyPaymentEvent, type PaymentResult } from './payment-webhook.service';
import { cancelCheckout, findCheckoutWithOrder } from './payments.repo';
import type { PaystackCardProvider } from './paystack-provider';
import { CHECKOUT_NOT_FOUND } from './test-checkout.service';

/** Where the browser goes next, and what happened on the way, for the log (ids and reasons only). */
export interface PaystackReturn {
  url: string;
  checkoutId: string;
  result?: PaymentResult;
  /** Why the payment was not confirmed: Paystack's transaction status, or that Paystack did not answer. */
  notPaid?: string;
  unavailable?: string;
}

/**
 * The browser's return from Paystack's checkout (callback_url?reference=…). The reference is only a key: the
 * transaction is verified with Paystack's API, and only a successful one for exactly the order's charge goes
 * through the same exactly-once 'paid' step as the webhook. A failed or abandoned payment closes the checkout and
 * the user may try again; Paystack not answering leaves it open for the webhook to complete.
 */
export async function returnFromPaystack(
  db: Db,
  provider: PaystackCardProvider,
  reference: string | undefined,
  mailOut: MessagesOut,
): Promise<PaystackReturn> {
  const found = reference && isUuid(reference) ? await findCheckoutWithOrder(db, reference) : undefined;
  if (!found || found.checkout.provider !== provider.name)
    throw new AppError('not_found', CHECKOUT_NOT_FOUND);
  const { id: checkoutId, orderId, status } = found.checkout;
  const paidUrl = returnUrlsFor(orderId).success;
  // The webhook may have come first; a reload of the return URL changes nothing either.
  if (status === 'completed') return { url: paidUrl, checkoutId };

  let verification;
  try {
    verification = await provider.verify(checkoutId);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    return { url: orderPaymentPath(orderId, 'unconfirmed'), checkoutId, unavailable: error.message };
  }
  if (!verification.paid) {
    await cancelCheckout(db, checkoutId);
    return { url: orderPaymentPath(orderId, 'failed'), checkoutId, notPaid: verification.reason };
  }
  const result = await applyPaymentEvent(db, provider, verification.event, mailOut);
  switch (result.outcome) {
    case 'paid':
    case 'already-applied':
      return { url: paidUrl, checkoutId, result };
    case 'not-pending':
      // The payment page says what became of the order.
      return { url: orderPaymentPath(orderId), checkoutId, result };
    case 'charge-mismatch':
      return { url: orderPaymentPath(orderId, 'unconfirmed'), checkoutId, result };
  }
}
