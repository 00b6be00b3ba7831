import type { PaymentFacts } from '../../../domain/payments/amount-to-pay';
import { refundText, type RefundView } from '../../../domain/payments/refund-share';
import type { PaymentRow, RefundRow } from './order-money.repo';

export function toPaymentFacts(row: PaymentRow | undefined): PaymentFacts | null {
  if (!row) return null;
  return { method: row.method, amount: row.amount, currency: row.currency, paidAt: row.paidAt.toISOString() };
}

export function toRefundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    personName: row.personName ?? '',
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    dueBy: row.dueBy,
    createdAt: row.createdAt.toISOString(),
    text: refundText(row),
  };
}
