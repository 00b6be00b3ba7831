import { confirmationNumberRange } from '../../../domain/orders/confirmation-number';
import { isSystemOnlyStatus, SYSTEM_ONLY_STATUS_MESSAGE } from '../../../domain/orders/order-status';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderRowView,
  type AdminOrdersQuery,
  type AdminOrderView,
  type OrderStatusChange,
} from '../../../domain/orders/order-admin';
import type { AdminPage } from '../../../domain/admin/admin-page.schema';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import type { AdminDeps } from '../../http/admin-deps';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { changeOrderStatus } from './order-status.service';
import { findBeneficiaries, findPayer } from './orders.repo';
import { findOrderById, ORDER_NOT_FOUND } from './orders.service';
import {
  findAdminOrder,
  listAdminOrders,
  listStatusChanges,
  type AdminOrderFilter,
} from './orders-admin.repo';
import { toAdminOrderRow, toAdminOrderView } from './orders-admin.view';

/**
 * The search text as an indexed condition: an email when it holds an '@' (accounts store emails lowercase),
 * otherwise the beginning of a confirmation number. Undefined when no order can match.
 */
function filterOf({ status, q }: AdminOrdersQuery): AdminOrderFilter | undefined {
  if (!q) return { status };
  if (q.includes('@')) return { status, email: q.toLowerCase() };
  const confirmation = confirmationNumberRange(q);
  return confirmation && { status, confirmation };
}

/** One page of orders, newest first, paged in the database. */
export async function adminOrdersPage(
  db: Db,
  query: AdminOrdersQuery,
): Promise<AdminPage<AdminOrderRowView>> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filter = filterOf(query);
  if (!filter) return { items: [], nextCursor: null };
  const fetched = await listAdminOrders(db, filter, after, query.limit + 1);
  const { rows, nextCursor } = pageOf(fetched, query.limit, (row) => row.id);
  return { items: rows.map(toAdminOrderRow), nextCursor };
}

/** The whole order for the console; 404 for an unknown or malformed id. */
export async function adminOrderDetail(db: Db, id: string): Promise<AdminOrderView> {
  const row = isUuid(id) ? await findAdminOrder(db, id) : undefined;
  if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
  const [beneficiaries, payer, history] = await Promise.all([
    findBeneficiaries(db, id),
    findPayer(db, id),
    listStatusChanges(db, id),
  ]);
  return toAdminOrderView({ row, beneficiaries, payer, history });
}

/**
 * An admin moves an order along an allowed transition (DECISIONS 17). The status, its history entry, the audit
 * entry, the customer's notification and its mail are written in one transaction.
 * 409 for a change the rule forbids (changeOrderStatus asks it), for a status only the system gives, or when the status moved since the admin loaded
 * the order.
 */
export async function changeStatusAsAdmin(
  deps: AdminDeps,
  adminId: string,
  id: string,
  { status: to, note }: OrderStatusChange,
): Promise<AdminOrderView> {
  const order = await findOrderById(deps.db, id);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  // Expiry follows the cover's end date, which only the coverage sweep reads (docs/decisions/037).
  if (isSystemOnlyStatus(to)) throw new AppError('conflict', SYSTEM_ONLY_STATUS_MESSAGE);
  const from = order.status;
  await deps.db.transaction(async (tx) => {
    const change = { orderId: order.id, from, to, changedBy: adminId, note };
    const changed = await changeOrderStatus(tx, change, deps);
    if (!changed) throw new AppError('conflict', ADMIN_ORDER_MESSAGES.statusMoved);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'status changed',
      entityType: 'order',
      entityId: order.id,
      before: { status: from },
      after: note ? { status: to, note } : { status: to },
    });
  });
  return adminOrderDetail(deps.db, order.id);
}
