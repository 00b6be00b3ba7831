import type { OrderView } from '../../../domain/orders/order-view';
import type { AuthSession } from '../../auth/auth';
import { isTrustedAdmin } from '../../auth/guards';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findOrderById, loadOrderView, ORDER_NOT_FOUND } from './orders.service';

export const NO_RECEIPT_YET = 'There is no receipt yet: this order is not paid';

type PaidOrderView = OrderView & { payment: NonNullable<OrderView['payment']> };

/**
 * A paid order for its receipt, for its owner or a trusted admin; anyone else gets the 404 of an unknown order,
 * and an order not paid yet a 404 of its own (docs/decisions/051).
 */
export async function paidOrderFor(db: Db, viewer: AuthSession['user'], id: string): Promise<PaidOrderView> {
  const order = await findOrderById(db, id);
  if (!order || !(isTrustedAdmin(viewer) || order.userId === viewer.id))
    throw new AppError('not_found', ORDER_NOT_FOUND);
  const view = await loadOrderView(db, order.id);
  if (!view?.payment) throw new AppError('not_found', NO_RECEIPT_YET);
  return { ...view, payment: view.payment };
}
