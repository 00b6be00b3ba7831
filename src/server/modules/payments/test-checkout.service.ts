import type { MessagesOut } from '../notifications';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { returnUrlsFor } from './card-provider';
import { cancelCheckout, findCheckoutWithOrder } from './payments.repo';
import { receiveWebhook } from './payment-webhook.service';
import type { PremiumPayments } from './premium-payments';
import type { TestCardProvider } from './test-card-provider';

export const CHECKOUT_NOT_FOUND = 'Checkout not found';

/**
 * The checkout and its order. The checkout id in the URL is the only key, as with a hosted provider's checkout
 * link: it is random, and only the order's owner is sent to it.
 */
export async function findTestCheckout(db: Db, checkoutId: string) {
  const found = isUuid(checkoutId) ? await findCheckoutWithOrder(db, checkoutId) : undefined;
  if (!found) throw new AppError('not_found', CHECKOUT_NOT_FOUND);
  return found;
}

/** Where a checkout that is no longer open sends the browser: the success page once paid, else back. */
export function closedCheckoutRedirect(checkout: { status: string; orderId: string }): string | null {
  if (checkout.status === 'open') return null;
  const urls = returnUrlsFor(checkout.orderId);
  return checkout.status === 'completed' ? urls.success : urls.cancel;
}

/**
 * 'Pay' on the test checkout: the test provider sends its signed confirmation, which goes through the very
 * function the webhook route calls (signature check included), and the browser returns to the success page.
 */
export async function payTestCheckout(
  db: Db,
  provider: TestCardProvider,
  checkoutId: string,
  mailOut: MessagesOut,
  premiumPayments: PremiumPayments,
): Promise<string> {
  const { checkout } = await findTestCheckout(db, checkoutId);
  const closed = closedCheckoutRedirect(checkout);
  if (closed) return closed;
  const charge = { amount: checkout.chargeAmount, currency: checkout.chargeCurrency };
  await receiveWebhook(db, provider, provider.signedWebhook(checkoutId, charge), mailOut, premiumPayments);
  return returnUrlsFor(checkout.orderId).success;
}

/** 'Cancel' on the test checkout: the checkout closes, the order stays pending, the browser goes back. */
export async function cancelTestCheckout(db: Db, checkoutId: string): Promise<string> {
  const { checkout } = await findTestCheckout(db, checkoutId);
  const closed = closedCheckoutRedirect(checkout);
  if (closed) return closed;
  await cancelCheckout(db, checkoutId);
  return returnUrlsFor(checkout.orderId).cancel;
}
