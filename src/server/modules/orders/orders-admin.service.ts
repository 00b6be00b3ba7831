import { confirmationNumberRange } from '../../../domain/orders/confirmation-number';
import { isSystemOnlyStatus, SYSTEM_ONLY_STATUS_MESSAGE } from '../../../domain/orders/order-status';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderRowView,
  type AdminOrdersQuery,
  type AdminOrderView,
  type OrderStatusChange,
} from '../../../domain/orders/order-admin';
import type { AdminPage } from '../../../domain/admin-page.schema';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import type { AdminDeps } from '../../module-deps';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { storedQuote } from '../../../domain/fx/quote';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { amountToPay } from '../../../domain/payments/amount-to-pay';
import type { TransferCurrency } from '../../../domain/payments/bank-transfer';
import { changeOrderStatus, type TakenPayment } from './order-status.service';
import type { OrderRow } from './orders.repo';
import { findPayment, findRefunds } from './order-money.repo';
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
  const [beneficiaries, payer, history, payment, refunds] = await Promise.all([
    findBeneficiaries(db, id),
    findPayer(db, id),
    listStatusChanges(db, id),
    findPayment(db, id),
    findRefunds(db, id),
  ]);
  return toAdminOrderView({ row, beneficiaries, payer, history, payment, refunds });
}

/** The admin console's deps: the bank account's currency, for what a transfer marked paid took. */
export interface AdminOrderDeps extends AdminDeps {
  transferCurrency: TransferCurrency;
}

/**
 * What an order an admin marks paid took (docs/decisions/051): the money came outside the card provider, so by
 * transfer, and the admin marks it paid only once the full amount asked for has arrived in the account.
 */
function paymentOf(deps: AdminOrderDeps, order: OrderRow, to: OrderStatus): TakenPayment | undefined {
  if (to !== 'paid') return undefined;
  const totals = { usd: order.totalUsd, ngn: order.totalNgn };
  const channels = { card: null, transferCurrency: deps.transferCurrency };
  const { method, amount, currency } = amountToPay(
    { totals, quote: storedQuote(order) },
    'bank_transfer',
    channels,
    new Date(),
  );
  return { method, amount, currency };
}

/**
 * An admin moves an order along an allowed transition (DECISIONS 17). The status, its history entry, the audit
 * entry, the customer's notification and its mail are written in one transaction.
 * 409 for a change the rule forbids (changeOrderStatus asks it), for a status only the system gives, or when the status moved since the admin loaded
 * the order.
 */
export async function changeStatusAsAdmin(
  deps: AdminOrderDeps,
  adminId: string,
  id: string,
  change: OrderStatusChange,
): Promise<AdminOrderView> {
  const order = await findOrderById(deps.db, id);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  await deps.db.transaction((tx) => changeStatusAsAdminIn(tx, deps, adminId, order, change));
  return adminOrderDetail(deps.db, order.id);
}

/**
 * `changeStatusAsAdmin`'s change in the caller's transaction, from the order as the caller read it: the bank
 * statement console marks an order paid through it, with the credit's own state (docs/decisions/078-statement-reconciliation.md).
 */
export async function changeStatusAsAdminIn(
  tx: Db,
  deps: AdminOrderDeps,
  adminId: string,
  order: OrderRow,
  { status: to, note }: OrderStatusChange,
): Promise<void> {
  // Expiry follows the cover's end date, which only the coverage sweep reads (docs/decisions/037).
  if (isSystemOnlyStatus(to)) throw new AppError('conflict', SYSTEM_ONLY_STATUS_MESSAGE);
  const from = order.status;
  const change = {
    orderId: order.id,
    from,
    to,
    changedBy: adminId,
    note,
    payment: paymentOf(deps, order, to),
  };
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
}
