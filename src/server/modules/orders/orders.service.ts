import type {
  OrderDetailView,
  OrderRenewalView,
  OrderSummaryView,
  OrderView,
} from '../../../domain/orders/order-view';
import { checkRenewal } from '../../../domain/orders/renewal';
import { statusTimeline } from '../../../domain/status-timeline';
import type { AuthSession } from '../../auth/auth';
import { isTrustedAdmin } from '../../auth/guards';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import {
  findBeneficiaries,
  findOrder,
  findPayer,
  findLiveRenewalOf,
  findOrderReference,
  findStatusSteps,
  listUserOrders,
  scrubOrders,
  updateBeneficiaryContact,
  type BeneficiaryRow,
  type OrderRow,
} from './orders.repo';
import { findPayment, findRefunds } from './order-money.repo';
import { currentQuoteView } from './order-quote.service';
import { toOrderSummary, toOrderView } from './orders.view';
import { enrolmentSteps } from './enrolments/enrolment-steps';

export const ORDER_NOT_FOUND = 'Order not found';
/** "My Orders" shows the latest ones; older orders are kept but not listed. */
export const ORDERS_LIST_LIMIT = 100;

/** Undefined for an unknown or a malformed id: a malformed one must never reach the uuid column. */
export async function findOrderById(db: Db, id: string): Promise<OrderRow | undefined> {
  return isUuid(id) ? findOrder(db, id) : undefined;
}

async function viewOf(db: Db, order: OrderRow): Promise<OrderView> {
  const [beneficiaries, payer, payment, refunds] = await Promise.all([
    findBeneficiaries(db, order.id),
    findPayer(db, order.id),
    findPayment(db, order.id),
    findRefunds(db, order.id),
  ]);
  return toOrderView({ order, beneficiaries, payer, payment, refunds });
}

/** The order renewing `orderId` that is not cancelled, if any (docs/decisions/039): at most one. */
export function liveRenewalOf(db: Db, orderId: string) {
  return findLiveRenewalOf(db, orderId);
}

export async function loadOrderView(db: Db, id: string): Promise<OrderView | undefined> {
  const order = await findOrderById(db, id);
  return order && viewOf(db, order);
}

/** Whether the order can be renewed now (docs/decisions/039), and the renewal's earliest cover start. */
export async function renewalCheck(db: Db, order: OrderRow, now: Date) {
  const renewedBy = await findLiveRenewalOf(db, order.id);
  return { renewedBy, check: checkRenewal({ ...order, renewed: renewedBy !== undefined }, now) };
}

/** The links between an order and its renewals, and whether its owner can renew it now. */
async function renewalView(db: Db, order: OrderRow, now: Date): Promise<OrderRenewalView> {
  const { renewedBy, check } = await renewalCheck(db, order, now);
  const renews = order.renewsOrderId ? await findOrderReference(db, order.renewsOrderId) : undefined;
  return {
    renewsOrder: renews ?? null,
    renewedBy: renewedBy ? { id: renewedBy.id, confirmationNumber: renewedBy.confirmationNumber } : null,
    renewal: check.ok ? { earliestStart: check.earliestStart } : null,
  };
}

/**
 * An order for its owner or a trusted admin (DECISIONS 18; an admin without two-factor is not one), with the
 * statuses it has had (docs/decisions/032). Anyone else gets the same 404 as for an unknown id, so order ids
 * cannot be probed.
 */
export async function getOrderFor(
  db: Db,
  viewer: AuthSession['user'],
  id: string,
  now = new Date(),
): Promise<OrderDetailView> {
  const order = await findOrderById(db, id);
  const mayRead = order && (isTrustedAdmin(viewer) || order.userId === viewer.id);
  if (!order || !mayRead) throw new AppError('not_found', ORDER_NOT_FOUND);
  const timeline = statusTimeline(order, 'pending', await findStatusSteps(db, order.id));
  return {
    ...(await viewOf(db, order)),
    quote: await currentQuoteView(db, order, now),
    timeline,
    partnerSteps: await enrolmentSteps(db, order.id),
    ...(await renewalView(db, order, now)),
  };
}

/** The people on an order with their row ids, in the order they were entered: for the member cards. */
export function orderBeneficiaryRows(db: Db, orderId: string): Promise<BeneficiaryRow[]> {
  return findBeneficiaries(db, orderId);
}

/** A person's own correction of their phone and address, from their invitation page (docs/decisions/041). */
export function saveBeneficiaryContact(
  db: Db,
  beneficiaryId: string,
  contact: { countryCode: string; phoneNumber: string; address: string },
): Promise<void> {
  return updateBeneficiaryContact(db, beneficiaryId, contact);
}

/** The people's invitations of several orders, by order id (the invitations module's, given by the route). */
export type InvitationsOfOrders = (
  orderIds: string[],
) => Promise<Map<string, OrderSummaryView['invitations']>>;

export async function listOrdersOf(
  db: Db,
  userId: string,
  invitationsOf: InvitationsOfOrders,
  now = new Date(),
): Promise<OrderSummaryView[]> {
  const rows = await listUserOrders(db, userId, ORDERS_LIST_LIMIT);
  const invitations = await invitationsOf(rows.map(({ order }) => order.id));
  return rows.map(({ order, beneficiaryCount, renewed }) => {
    const renewable = checkRenewal({ ...order, renewed }, now).ok;
    return toOrderSummary(order, beneficiaryCount, renewable, invitations.get(order.id) ?? []);
  });
}

/**
 * An account's deletion (DECISIONS 8): its orders stay for the books with amounts and status; the beneficiaries',
 * the payer's details and the admins' notes go. Run in the deletion's transaction.
 */
export function removeOrdersPersonalData(tx: Db, userId: string, at: Date): Promise<void> {
  return scrubOrders(tx, userId, at);
}
