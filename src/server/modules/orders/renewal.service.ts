import { RENEWAL_MESSAGES } from '../../../domain/orders/renewal';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findLiveRenewalOf } from './orders.repo';
import { findOrderById, ORDER_NOT_FOUND, renewalCheck } from './orders.service';

/**
 * The earliest cover start of an order renewing `orderId` for this buyer: someone else's order gets the same 404
 * as an unknown one; an order that cannot be renewed, a 409 saying why. The unique index on renews_order_id
 * settles a race between two renewals that both pass this check.
 */
export async function renewalStartFor(db: Db, buyerId: string, orderId: string, now: Date) {
  const order = await findOrderById(db, orderId);
  if (!order || order.userId !== buyerId) throw new AppError('not_found', ORDER_NOT_FOUND);
  const { check } = await renewalCheck(db, order, now);
  if (!check.ok) throw new AppError('conflict', check.message);
  return check.earliestStart;
}

/** The refusal for a renewal that lost the race to another one, once nothing was written. */
export async function refuseIfRenewed(db: Db, orderId: string | null): Promise<void> {
  if (orderId && (await findLiveRenewalOf(db, orderId))) {
    throw new AppError('conflict', RENEWAL_MESSAGES.alreadyRenewed);
  }
}
