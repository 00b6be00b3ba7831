import { CHECKOUT_MESSAGES } from '../../../domain/orders/checkout.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { sendAfterCommit, type MailOut } from '../notifications/announce';
import { changeOrderStatus, SYSTEM_ACTOR } from '../orders/order-status.service';
import { findOrderById, ORDER_NOT_FOUND } from '../orders/orders.service';
import { returnUrlsFor, type CardPaymentProvider, type PaymentEvent } from './card-provider';
import { completeCheckout, insertCheckout } from './payments.repo';

/** 'already-applied' covers a repeated event and an unknown checkout alike: nothing to do either way. */
export type PaymentOutcome = 'paid' | 'already-applied' | 'not-pending';

export const INVALID_WEBHOOK_MESSAGE = 'Invalid webhook signature or body';

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
    },
    returnUrlsFor(order.id),
  );
}

/**
 * Applies a verified provider event in one transaction: the checkout completes, the order goes from pending to
 * paid, the change is recorded and the owner told in-app, then by mail once committed. Each happens at most
 * once, however often the provider repeats the event. 'not-pending' means money arrived for an order that was
 * already cancelled or paid through another checkout: an admin has to look at it.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  mailOut: MailOut,
): Promise<{ outcome: PaymentOutcome; orderId?: string }> {
  const { mail, ...result } = await db.transaction(async (tx) => {
    const checkout = await completeCheckout(tx, event.checkoutId, provider);
    if (!checkout) return { outcome: 'already-applied' as const, mail: undefined };
    const changed = await changeOrderStatus(
      tx,
      {
        orderId: checkout.orderId,
        from: 'pending',
        to: 'paid',
        changedBy: SYSTEM_ACTOR,
        note: `Card payment confirmed by the ${provider} payment provider`,
      },
      mailOut.appUrl,
    );
    const outcome: PaymentOutcome = changed ? 'paid' : 'not-pending';
    return { outcome, orderId: checkout.orderId, mail: changed?.mail };
  });
  sendAfterCommit(mailOut, [mail]);
  return result;
}

/**
 * The webhook: verify the provider's signature over the raw body, then apply the event. An unsigned, forged or
 * unreadable request is a 400 and changes nothing.
 */
export async function receiveWebhook(
  db: Db,
  provider: CardPaymentProvider | null,
  rawBody: string,
  headers: Headers,
  mailOut: MailOut,
) {
  if (!provider) throw new AppError('not_found', 'Not found');
  const event = provider.parseWebhook(rawBody, headers);
  if (!event) throw new AppError('bad_request', INVALID_WEBHOOK_MESSAGE);
  return applyPaymentEvent(db, provider.name, event, mailOut);
}
