import { storedQuote } from '../../../domain/fx/quote';
import { amountToPay } from '../../../domain/payments/amount-to-pay';
import type { TransferCurrency } from '../../../domain/payments/bank-transfer';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listPendingOrders } from './orders-admin.repo';
import { changeStatusAsAdminIn, type AdminOrderDeps } from './orders-admin.service';
import { findOrderById, ORDER_NOT_FOUND } from './orders.service';

/** An order a bank transfer may pay, with what the transfer should bring (issue 32, docs/decisions/078-statement-reconciliation.md). */
export interface OrderAwaitingTransfer {
  id: string;
  confirmationNumber: string;
  /** Minor units of `currency`: what the admin's 'paid' records as taken (docs/decisions/051). */
  amountMinor: number;
  currency: TransferCurrency;
}

/** Every pending order with the amount a transfer pays it by, in the transfer account's currency. */
export async function ordersAwaitingTransfer(
  db: Db,
  transferCurrency: TransferCurrency,
  now: Date,
): Promise<OrderAwaitingTransfer[]> {
  const channels = { card: null, transferCurrency };
  return (await listPendingOrders(db)).map((order) => {
    const totals = { usd: order.totalUsd, ngn: order.totalNgn };
    const due = amountToPay({ totals, quote: storedQuote(order) }, 'bank_transfer', channels, now);
    return {
      id: order.id,
      confirmationNumber: order.confirmationNumber,
      amountMinor: due.amount,
      currency: transferCurrency,
    };
  });
}

/**
 * Marks an order paid from a bank statement's credit, in the caller's transaction: the very change an admin's
 * 'paid' makes in the orders console (history, payment taken, audit, the customer's notice and mail, invitations).
 */
export async function markOrderPaidByTransfer(
  tx: Db,
  deps: AdminOrderDeps,
  adminId: string,
  orderId: string,
  note: string,
): Promise<void> {
  const order = await findOrderById(tx, orderId);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  await changeStatusAsAdminIn(tx, deps, adminId, order, { status: 'paid', note });
}
