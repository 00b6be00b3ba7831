import {
  canChangeOrderStatus,
  refusedOrderChangeMessage,
  type OrderStatus,
} from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MailMessage } from '../../mail/mailer';
import { announce } from '../notifications/announce.service';
import { statusChangedNotification } from './order-notifications';
import { insertStatusChange, updateOrderStatus, type OrderRow } from './orders.repo';

/** Who changed a status when no user did: a payment provider's confirmation. */
export const SYSTEM_ACTOR = 'system';

export interface StatusChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** A user id, or SYSTEM_ACTOR. */
  changedBy: string;
  note?: string;
}

export interface StatusChanged {
  order: OrderRow;
  /** The owner's copy of the notification, for `sendAfterCommit`; undefined when the order has no owner. */
  mail: MailMessage | undefined;
}

/**
 * Moves an order along an allowed transition (DECISIONS 17), records it in the history and tells the owner
 * in-app and by mail. This is where every status change is checked against the rule: a forbidden one is a 409
 * and writes nothing. Run it inside the caller's transaction so the three are written together, and send the
 * returned mail once that transaction has committed. Returns undefined when the order no longer has status
 * `from` (someone else changed it first): then nothing is written.
 */
export async function changeOrderStatus(
  tx: Db,
  change: StatusChange,
  appUrl: string,
): Promise<StatusChanged | undefined> {
  const { from, to } = change;
  if (!canChangeOrderStatus(from, to)) throw new AppError('conflict', refusedOrderChangeMessage(from, to));
  const order = await updateOrderStatus(tx, change.orderId, from, to);
  if (!order) return undefined;
  await insertStatusChange(tx, {
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    changedBy: change.changedBy,
    note: change.note ?? null,
  });
  if (!order.userId) return { order, mail: undefined };
  const notice = statusChangedNotification(order, to);
  return { order, mail: await announce(tx, order.userId, notice, appUrl) };
}
