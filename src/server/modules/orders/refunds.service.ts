import { orderDetailPath } from '../../../domain/orders/order-pages';
import {
  REFUND_MESSAGES,
  refundText,
  type AdminRefundView,
  type RefundPaidOut,
} from '../../../domain/payments/refund-share';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { announce, type MailOut } from '../notifications';
import {
  findPayment,
  findRefund,
  findRefundByProviderId,
  hasUnansweredCardRefund,
  listRefundsDue,
  settleRefund,
  type RefundRow,
} from './order-money.repo';
import { toRefundView } from './order-money.view';
import { findOrder, findOrderReference } from './orders.repo';

/** The console's queue shows this many refunds at most: far more than are ever due at once. */
const REFUNDS_DUE_LIMIT = 200;

/** A card refund still to be asked of the provider, with the checkout (the transaction) it gives back from. */
export async function cardRefundToSend(
  db: Db,
  refundId: string,
): Promise<{ refund: RefundRow; checkoutId: string } | undefined> {
  const refund = await findRefund(db, refundId);
  if (!refund || refund.method !== 'card' || refund.status !== 'pending' || refund.providerRefundId)
    return undefined;
  const payment = await findPayment(db, refund.orderId);
  return payment?.checkoutId ? { refund, checkoutId: payment.checkoutId } : undefined;
}

/** Tells the order's owner where their refund stands, in-app and by mail, in the transaction that moved it. */
async function tellOwner(tx: Db, refund: RefundRow, mailOut: MailOut): Promise<void> {
  const order = await findOrder(tx, refund.orderId);
  if (!order?.userId) return;
  await announce(
    tx,
    order.userId,
    {
      title: refund.status === 'failed' ? 'Refund did not go through' : 'Refund sent',
      body: `Order ${order.confirmationNumber}: ${refundText(refund)}`,
      link: orderDetailPath(refund.orderId),
    },
    mailOut,
  );
}

/**
 * What the provider answered a refund request: accepted (its id kept, processed now or later by webhook), or
 * refused, when the refund is marked failed for the team to send it another way.
 */
export async function recordRefundAnswer(
  db: Db,
  refundId: string,
  answer: { accepted: true; providerRefundId: string; processed: boolean } | { accepted: false },
  mailOut: MailOut,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!answer.accepted) {
      const failed = await settleRefund(tx, refundId, ['pending'], { status: 'failed' });
      if (failed) await tellOwner(tx, failed, mailOut);
      return;
    }
    const status = answer.processed ? 'processed' : 'pending';
    const moved = await settleRefund(tx, refundId, ['pending'], {
      status,
      providerRefundId: answer.providerRefundId,
    });
    if (moved?.status === 'processed') await tellOwner(tx, moved, mailOut);
  });
}

/**
 * What a refund webhook came to: the refund moved on; nothing waits for it (settled already, or not ours); or it
 * is in flight, when the provider answered faster than the job that asked could keep the refund's id.
 */
export type RefundSettlement = 'settled' | 'unknown' | 'in-flight';

/** The provider's webhook about a refund: processed or failed, once; an unknown or settled refund changes nothing. */
export async function settleCardRefund(
  db: Db,
  event: { providerRefundId: string; checkoutId: string; outcome: 'processed' | 'failed' },
  mailOut: MailOut,
): Promise<RefundSettlement> {
  return db.transaction(async (tx) => {
    const refund = await findRefundByProviderId(tx, event.providerRefundId);
    if (!refund) return (await hasUnansweredCardRefund(tx, event.checkoutId)) ? 'in-flight' : 'unknown';
    const moved = await settleRefund(tx, refund.id, ['pending'], { status: event.outcome });
    if (moved) await tellOwner(tx, moved, mailOut);
    return moved ? 'settled' : 'unknown';
  });
}

/** The transfer refunds still to send, oldest first, for the console's queue. */
export async function refundsDue(db: Db): Promise<AdminRefundView[]> {
  const rows = await listRefundsDue(db, REFUNDS_DUE_LIMIT);
  const numbers = new Map<string, string>();
  for (const row of rows) {
    if (numbers.has(row.orderId)) continue;
    numbers.set(row.orderId, (await findOrderReference(db, row.orderId))?.confirmationNumber ?? '');
  }
  return rows.map((row) => ({
    ...toRefundView(row),
    orderId: row.orderId,
    confirmationNumber: numbers.get(row.orderId) ?? '',
  }));
}

/**
 * An admin records a transfer refund sent back, with the bank's reference: once (a second record is a 409),
 * audited, and the sponsor told, in one transaction.
 */
export async function recordRefundPaidOut(
  db: Db,
  adminId: string,
  refundId: string,
  { reference }: RefundPaidOut,
  mailOut: MailOut,
): Promise<AdminRefundView> {
  if (!isUuid(refundId)) throw new AppError('not_found', REFUND_MESSAGES.notFound);
  const paid = await db.transaction(async (tx) => {
    const refund = await findRefund(tx, refundId);
    if (!refund) throw new AppError('not_found', REFUND_MESSAGES.notFound);
    const moved = await settleRefund(tx, refund.id, ['due', 'failed'], {
      status: 'paid_out',
      paidOutReference: reference,
      paidOutBy: adminId,
    });
    if (!moved) throw new AppError('conflict', REFUND_MESSAGES.notDue);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'refund paid out',
      entityType: 'order',
      entityId: refund.orderId,
      before: { refundId: refund.id, status: refund.status },
      after: { status: 'paid_out', reference, amount: refund.amount, currency: refund.currency },
    });
    await tellOwner(tx, moved, mailOut);
    return moved;
  });
  const order = await findOrderReference(db, paid.orderId);
  return {
    ...toRefundView(paid),
    orderId: paid.orderId,
    confirmationNumber: order?.confirmationNumber ?? '',
  };
}
