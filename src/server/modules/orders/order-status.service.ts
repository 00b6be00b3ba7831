import { canChangeOrderStatus, type OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import { notify } from '../notifications/notifications.service';
import { statusChangedNotification } from './order-notifications';
import { insertStatusChange, updateOrderStatus, type OrderRow } from './orders.repo';

/** Who changed a status when no user did: a payment provider's confirmation. */
export const SYSTEM_ACTOR = 'system';

export interface StatusChange {
  orderId: string;
  from: OrderStatus;
  to: Exclude<OrderStatus, 'pending'>;
  /** A user id, or SYSTEM_ACTOR. */
  changedBy: string;
  note?: string;
}

/**
 * Moves an order along an allowed transition (DECISIONS 17), records it in the history and tells the owner.
 * Run it inside the caller's transaction so the three are written together. Returns the changed order, or
 * undefined when the order no longer has status `from` (someone else changed it first): then nothing is written.
 */
export async function changeOrderStatus(tx: Db, change: StatusChange): Promise<OrderRow | undefined> {
  if (!canChangeOrderStatus(change.from, change.to)) {
    throw new Error(`An order cannot go from ${change.from} to ${change.to}`);
  }
  const order = await updateOrderStatus(tx, change.orderId, change.from, change.to);
  if (!order) return undefined;
  await insertStatusChange(tx, {
    orderId: order.id,
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.changedBy,
    note: change.note ?? null,
  });
  if (order.userId) await notify(tx, order.userId, statusChangedNotification(order, change.to));
  return order;
}
