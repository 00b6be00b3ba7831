import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderBeneficiaries, orderPayments, orderRefunds, orders } from '../../db/schema';
import type { BeneficiaryRow, OrderRow } from './orders.repo';

export type PaymentRow = typeof orderPayments.$inferSelect;
export type NewPayment = typeof orderPayments.$inferInsert;
export type RefundRow = typeof orderRefunds.$inferSelect;
export type NewRefund = typeof orderRefunds.$inferInsert;

/** Records what was taken for an order, once: the first record stands (an order becomes paid only once). */
export async function insertPayment(db: Db, payment: NewPayment): Promise<void> {
  await db.insert(orderPayments).values(payment).onConflictDoNothing();
}

export async function findPayment(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return row;
}

export function findRefunds(db: Db, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/** The refund for a removed person, or nothing when that person's refund is already written. */
export async function insertRefund(db: Db, refund: NewRefund): Promise<RefundRow | undefined> {
  const [row] = await db.insert(orderRefunds).values(refund).onConflictDoNothing().returning();
  return row;
}

export async function findRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
  return row;
}

/** Moves a refund on from one of `from`, once: of two concurrent updates one wins, the other gets nothing. */
export async function settleRefund(
  db: Db,
  id: string,
  from: readonly RefundRow['status'][],
  values: Partial<Pick<RefundRow, 'status' | 'providerRefundId' | 'paidOutReference' | 'paidOutBy'>>,
): Promise<RefundRow | undefined> {
  const settles = values.status === 'processed' || values.status === 'paid_out';
  const [row] = await db
    .update(orderRefunds)
    .set(settles ? { ...values, settledAt: sql`now()` } : values)
    .where(and(eq(orderRefunds.id, id), inArray(orderRefunds.status, [...from])))
    .returning();
  return row;
}

/** The transfer refunds an admin still has to send, oldest first. */
export function listRefundsDue(db: Db, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.status, 'due'))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id))
    .limit(limit);
}

/** How much of an order's payment has been given back already (every refund, whatever its state). */
export async function refundedSoFar(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return Number(row?.total ?? 0);
}

/** Deletes one person from an order, once: a second, concurrent removal gets nothing back. */
export async function deleteBeneficiary(
  db: Db,
  orderId: string,
  beneficiaryId: string,
): Promise<BeneficiaryRow | undefined> {
  const [row] = await db
    .delete(orderBeneficiaries)
    .where(and(eq(orderBeneficiaries.id, beneficiaryId), eq(orderBeneficiaries.orderId, orderId)))
    .returning();
  return row;
}

/**
 * A pending order re-priced after a removal: its totals, its quote's total (same rate, same hold) and each
 * remaining person's line. Only while it is still pending: a payment that raced the removal wins.
 */
export async function repriceOrder(
  db: Db,
  orderId: string,
  totals: { totalUsd: number; totalNgn: number; quoteTotal: number | null },
  lines: ReadonlyArray<{ id: string; priceUsd: number | null; priceNgn: number | null }>,
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set(totals)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (updated.length === 0) return false;
  for (const { id, priceUsd, priceNgn } of lines) {
    await db.update(orderBeneficiaries).set({ priceUsd, priceNgn }).where(eq(orderBeneficiaries.id, id));
  }
  return true;
}

/** Locks the order's row for the rest of the transaction, so a removal and a payment do not interleave. */
export async function lockOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The refund with the provider's id, for its webhook. */
export async function findRefundByProviderId(
  db: Db,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.providerRefundId, providerRefundId));
  return row;
}

/**
 * Whether a card refund from checkout `checkoutId` was asked of the provider and its answer not yet kept: the
 * provider's webhook about it can arrive before the job that asked has written the provider's id.
 */
export async function hasUnansweredCardRefund(db: Db, checkoutId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orderRefunds.orderId))
    .where(
      and(
        eq(orderPayments.checkoutId, checkoutId),
        eq(orderRefunds.method, 'card'),
        eq(orderRefunds.status, 'pending'),
        isNull(orderRefunds.providerRefundId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
