import { CHECKOUT_MESSAGES } from '../../../domain/orders/checkout.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findOrderById, ORDER_NOT_FOUND } from '../orders/orders.service';
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
  userId: string,
  orderId: string,
): Promise<{ url: string }> {
  if (!provider) throw new AppError('conflict', CHECKOUT_MESSAGES.cardUnavailable);
  const order = await findOrderById(db, orderId);
  if (!order || order.userId !== userId) throw new AppError('not_found', ORDER_NOT_FOUND);
  if (order.paymentMethod !== 'card') throw new AppError('conflict', CHECKOUT_MESSAGES.notCardOrder);
  if (order.status !== 'pending') throw new AppError('conflict', CHECKOUT_MESSAGES.notPending);
  const checkout = await insertCheckout(db, order.id, provider.name);
  return provider.createCheckout(
    {
      checkoutId: checkout.id,
      orderId: order.id,
      planName: order.planName,
      confirmationNumber: order.confirmationNumber,
      totalUsd: order.totalUsd,
      totalNgn: order.totalNgn,
      charge: cardChargeFor(order),
    },
    returnUrlsFor(order.id),
  );
}
