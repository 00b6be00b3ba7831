import { coverageStartOnActivation } from '../../../domain/orders/coverage';
import {
  canChangeOrderStatus,
  refusedOrderChangeMessage,
  type OrderStatus,
} from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  coverWaitingOfOrder,
  refuseActivationWithoutConsent,
} from './invitations/activation-consent.service';
import { inviteOnPayment } from './invitations/invitation-sending.service';
import { createEnrolmentsForOrder } from './enrolments/enrolments.service';
import { announce, type MessagesOut } from '../notifications';
import type { DisplayCurrency } from '../../../domain/fx/currencies';
import type { PaymentMethod } from '../../../domain/payments/amount-to-pay';
import { insertPayment } from './order-money.repo';
import { statusChangedNotification } from './order-notifications';
import { findOrder, insertStatusChange, updateOrderStatus, type OrderRow } from './orders.repo';

/** Who changed a status when no user did: a payment provider's confirmation. */
export const SYSTEM_ACTOR = 'system';

export interface StatusChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** A user id, or SYSTEM_ACTOR. */
  changedBy: string;
  note?: string;
  /** When the change happens; now unless a test says otherwise. */
  at?: Date;
  /** On becoming paid: what was taken, kept for the receipt (docs/decisions/051). */
  payment?: TakenPayment;
}

/** What a payment took: the card checkout's charge, or the transfer's asked amount an admin confirmed. */
export interface TakenPayment {
  method: PaymentMethod;
  amount: number;
  currency: DisplayCurrency;
  checkoutId?: string;
}

/**
 * The cover start an order moving to `to` gets: on becoming active, the day after the activation, never before
 * the earliest start it was placed with (docs/decisions/048); otherwise it keeps its own. Until the order is
 * active its earliest start never changes, so reading it before the compare-and-set update is safe.
 */
async function coverageStartFor(tx: Db, { orderId, to, at }: StatusChange): Promise<string | undefined> {
  if (to !== 'active') return undefined;
  const order = await findOrder(tx, orderId);
  return order && coverageStartOnActivation(order.coverageStartDate, at ?? new Date());
}

/**
 * Moves an order along an allowed transition (DECISIONS 17, 26), records it in the history and tells the owner
 * in-app and by mail; an order that becomes active gets its cover start in the same update, and the owner is
 * told the dates; a paid one is told what the cover now waits for. This is where every status change is checked against the rule: a forbidden one is a 409 and writes
 * nothing. Run it inside the caller's transaction so all of it, the queued mail too, is written together.
 * Returns undefined when the order no longer has status `from` (someone else changed it first): then nothing is
 * written.
 */
export async function changeOrderStatus(
  tx: Db,
  change: StatusChange,
  mailOut: MessagesOut,
): Promise<OrderRow | undefined> {
  const { from, to } = change;
  if (!canChangeOrderStatus(from, to)) throw new AppError('conflict', refusedOrderChangeMessage(from, to));
  if (to === 'active') await refuseActivationWithoutConsent(tx, change.orderId);
  const coverageStart = await coverageStartFor(tx, change);
  const order = await updateOrderStatus(tx, change.orderId, from, to, coverageStart);
  if (!order) return undefined;
  const paidAt = change.at ?? new Date();
  const payment = to === 'paid' && change.payment ? { ...change.payment, paidAt } : undefined;
  if (payment) await insertPayment(tx, { orderId: order.id, ...payment });
  await insertStatusChange(tx, {
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    changedBy: change.changedBy,
    note: change.note ?? null,
  });
  // Nobody is invited before the cover is paid for (docs/decisions/049); then everyone, in this transaction, before
  // the payment's notice reads who the cover now waits for.
  if (to === 'paid') await inviteOnPayment(tx, order.id, mailOut, paidAt);
  // The provider's enrolments are born with the active order, in its transaction: never one without the other
  // (docs/decisions/9xx-provider-enrolments.md).
  if (to === 'active') await createEnrolmentsForOrder(tx, order.id);
  if (order.userId) {
    const waiting = to === 'paid' ? await coverWaitingOfOrder(tx, order.id, paidAt) : [];
    const taken = payment && { ...payment, paidAt: paidAt.toISOString() };
    await announce(tx, order.userId, statusChangedNotification(order, to, waiting, taken), mailOut);
  }
  return order;
}
