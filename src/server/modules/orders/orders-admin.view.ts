import type {
  AdminBeneficiaryView,
  AdminOrderHistoryEntry,
  AdminOrderRowView,
  AdminOrderView,
  AdminPayerView,
  OrderChangeActor,
} from '../../../domain/orders/order-admin';
import { adminNextOrderStatuses } from '../../../domain/orders/order-status';
import { SYSTEM_ACTOR } from './order-status.service';
import type { PaymentRow, RefundRow } from './order-money.repo';
import { toPaymentFacts, toRefundView } from './order-money.view';
import type { BeneficiaryRow, PayerRow } from './orders.repo';
import { orderFields } from './orders.view';
import type { AdminOrderRow, listAdminOrders, StatusChangeRow } from './orders-admin.repo';

type ListRow = Awaited<ReturnType<typeof listAdminOrders>>[number];

export function toAdminOrderRow(row: ListRow): AdminOrderRowView {
  return {
    id: row.id,
    confirmationNumber: row.confirmationNumber,
    planName: row.planName,
    status: row.status,
    totalUsd: row.totalUsd,
    totalNgn: row.totalNgn,
    beneficiaryCount: row.beneficiaryCount,
    createdAt: row.createdAt.toISOString(),
    customer: row.customerId && row.customerEmail ? { id: row.customerId, email: row.customerEmail } : null,
  };
}

/** The admin sees the columns as stored: a null is a detail removed with the customer's account. */
function toBeneficiary(row: BeneficiaryRow): AdminBeneficiaryView {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    countryCode: row.countryCode,
    relationship: row.relationship,
    language: row.language,
    priceUsd: row.priceUsd,
    priceNgn: row.priceNgn,
  };
}

/** Null when the account holder pays, as in the customer's own view of the order. */
function toPayer(row: PayerRow | undefined): AdminPayerView | null {
  if (!row || row.isAccountHolder) return null;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    relationship: row.relationship,
    contactMethod: row.contactMethod,
    companyName: row.companyName,
  };
}

/** The first entry is the customer placing the order; later ones are a payment provider's or an admin's. */
function actorOf({ change, actorEmail }: StatusChangeRow): OrderChangeActor {
  if (change.fromStatus === null) return { kind: 'customer' };
  if (change.changedBy === SYSTEM_ACTOR) return { kind: 'system' };
  return { kind: 'admin', email: actorEmail };
}

function toHistoryEntry(row: StatusChangeRow): AdminOrderHistoryEntry {
  return {
    id: row.change.id,
    from: row.change.fromStatus,
    to: row.change.toStatus,
    at: row.change.createdAt.toISOString(),
    note: row.change.note,
    by: actorOf(row),
  };
}

function fullName({ firstName, middleName, lastName }: AdminOrderRow): string | null {
  const name = [firstName, middleName, lastName].filter(Boolean).join(' ');
  return name || null;
}

export interface AdminOrderParts {
  row: AdminOrderRow;
  beneficiaries: BeneficiaryRow[];
  payer: PayerRow | undefined;
  history: StatusChangeRow[];
  payment: PaymentRow | undefined;
  refunds: RefundRow[];
}

export function toAdminOrderView({
  row,
  beneficiaries,
  payer,
  history,
  payment,
  refunds,
}: AdminOrderParts): AdminOrderView {
  const { order } = row;
  return {
    ...orderFields(order),
    payment: toPaymentFacts(payment),
    refunds: refunds.map(toRefundView),
    personalDataRemovedAt: order.personalDataRemovedAt?.toISOString() ?? null,
    customer:
      order.userId && row.customerEmail
        ? { id: order.userId, email: row.customerEmail, name: fullName(row) }
        : null,
    beneficiaries: beneficiaries.map(toBeneficiary),
    payer: toPayer(payer),
    history: history.map(toHistoryEntry),
    nextStatuses: [...adminNextOrderStatuses(order.status)],
  };
}
