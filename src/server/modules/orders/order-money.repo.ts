import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPayments, orderRefunds } from '../../db/schema';

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
