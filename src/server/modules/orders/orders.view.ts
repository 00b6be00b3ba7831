import { storedQuote, toQuoteView } from '../../../domain/fx/quote';
import { DEFAULT_COUNTRY_CODE } from '../../../domain/orders/country-codes';
import type { OrderSummaryView, OrderView } from '../../../domain/orders/order-view';
import type { PaymentRow, RefundRow } from './order-money.repo';
import { toPaymentFacts, toRefundView } from './order-money.view';
import type { BeneficiaryRow, OrderRow, PayerRow } from './orders.repo';

export interface OrderDetail {
  order: OrderRow;
  beneficiaries: BeneficiaryRow[];
  payer: PayerRow | undefined;
  /** What was taken and given back (docs/decisions/051, 052); none for an order just placed. */
  payment?: PaymentRow;
  refunds?: RefundRow[];
}

/**
 * The personal fields are empty only after the owner's account was deleted (DECISIONS 8), when nobody but an
 * admin reads the order any more; the fallbacks only satisfy the nullable columns' types.
 */
function toBeneficiary(row: BeneficiaryRow): OrderView['beneficiaries'][number] {
  return {
    id: row.id,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email ?? '',
    phoneNumber: row.phoneNumber ?? '',
    dateOfBirth: row.dateOfBirth ?? '',
    address: row.address ?? '',
    countryCode: row.countryCode ?? DEFAULT_COUNTRY_CODE,
    relationship: row.relationship,
    language: row.language,
    priceUsd: row.priceUsd,
    priceNgn: row.priceNgn,
  };
}

/**
 * The account holder as payer shows as null (DECISIONS 12: the payer page was skipped). Any other payer was
 * written whole from PayerSchema; the fallbacks only satisfy the nullable columns' types.
 */
function toPayer(row: PayerRow | undefined): OrderView['payer'] {
  if (!row || row.isAccountHolder) return null;
  return {
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email ?? '',
    countryCode: row.countryCode ?? DEFAULT_COUNTRY_CODE,
    phoneNumber: row.phoneNumber ?? '',
    dateOfBirth: row.dateOfBirth ?? '',
    address: row.address ?? '',
    relationship: row.relationship ?? 'other',
    contactMethod: row.contactMethod ?? 'email',
    companyName: row.companyName ?? '',
  };
}

/** The order's own fields, as both the owner's and the admin's views show them. */
export function orderFields(order: OrderRow) {
  return {
    id: order.id,
    confirmationNumber: order.confirmationNumber,
    planId: order.planId,
    planName: order.planName,
    planType: order.planType,
    status: order.status,
    paymentMethod: order.paymentMethod,
    coverageStartDate: order.coverageStartDate,
    coverageEndDate: order.coverageEndDate,
    totalUsd: order.totalUsd,
    totalNgn: order.totalNgn,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The quote as stored at placement (or last re-locked). */
export function lockedQuoteView(order: OrderRow) {
  const quote = storedQuote(order);
  return quote && toQuoteView(quote);
}

export function toOrderView({ order, beneficiaries, payer, payment, refunds = [] }: OrderDetail): OrderView {
  return {
    ...orderFields(order),
    beneficiaries: beneficiaries.map(toBeneficiary),
    payer: toPayer(payer),
    renewsOrderId: order.renewsOrderId,
    quote: lockedQuoteView(order),
    payment: toPaymentFacts(payment),
    refunds: refunds.map(toRefundView),
  };
}

export function toOrderSummary(
  order: OrderRow,
  beneficiaryCount: number,
  renewable: boolean,
  invitations: OrderSummaryView['invitations'],
): OrderSummaryView {
  return {
    id: order.id,
    confirmationNumber: order.confirmationNumber,
    planId: order.planId,
    planName: order.planName,
    status: order.status,
    totalUsd: order.totalUsd,
    totalNgn: order.totalNgn,
    coverageStartDate: order.coverageStartDate,
    coverageEndDate: order.coverageEndDate,
    createdAt: order.createdAt.toISOString(),
    beneficiaryCount,
    renewable,
    invitations,
  };
}
