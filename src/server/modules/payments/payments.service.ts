import { CHECKOUT_MESSAGES } from '../../../domain/orders/checkout.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { lockCurrentQuote, findOrderById, ORDER_NOT_FOUND } from '../orders';
import { cardChargeFor } from './card-charge';
import { returnUrlsFor, type CardPaymentProvider } from './card-provider';
import { insertCheckout } from './payments.repo';

/**
 * Hands one of the caller's own pending card orders to the provider and returns the checkout URL to send the
 * browser to. Someone else's order answers like an unknown one.
 */
export async function startCheckout(
  db: Db,
  provider: CardPaymentProvider | null,
  user: { id: string; email: string },
  orderId: string,
  now = new Date(),
): Promise<{ url: string }> {
  if (!provider) throw new AppError('conflict', CHECKOUT_MESSAGES.cardUnavailable);
  const order = await findOrderById(db, orderId);
  if (!order || order.userId !== user.id) throw new AppError('not_found', ORDER_NOT_FOUND);
  if (order.paymentMethod !== 'card') throw new AppError('conflict', CHECKOUT_MESSAGES.notCardOrder);
  if (order.status !== 'pending') throw new AppError('conflict', CHECKOUT_MESSAGES.notPending);
  // An expired quote is locked again at today's rate: the payment page showed that amount (docs/decisions/047).
  const quote = await lockCurrentQuote(db, order, now);
  const charge = cardChargeFor(order, quote, provider, now);
  const checkout = await insertCheckout(db, { orderId: order.id, provider: provider.name, charge });
  return provider.createCheckout(
    {
      checkoutId: checkout.id,
      orderId: order.id,
      planName: order.planName,
      confirmationNumber: order.confirmationNumber,
      customerEmail: user.email,
      totalUsd: order.totalUsd,
      totalNgn: order.totalNgn,
      charge,
      quote,
    },
    returnUrlsFor(order.id),
  );
}
