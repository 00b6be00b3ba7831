import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import {
  orderBeneficiaries,
  orderConfirmationNumberSequence,
  orderPayers,
  orders,
  orderStatusChanges,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type BeneficiaryRow = typeof orderBeneficiaries.$inferSelect;
export type NewBeneficiary = typeof orderBeneficiaries.$inferInsert;
export type PayerRow = typeof orderPayers.$inferSelect;
export type NewPayer = typeof orderPayers.$inferInsert;
export type NewStatusChange = typeof orderStatusChanges.$inferInsert;

/**
 * Inserts the order unless a unique index already holds its idempotency key or confirmation number; then it
 * returns nothing and changes nothing. No error is raised, so the transaction stays usable on both drivers, and
 * PostgreSQL waits for a concurrent insert of the same key to commit before deciding.
 */
export async function insertOrderUnlessTaken(db: Db, values: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return row;
}

/** A value no order has been given yet, for its confirmation number; a rolled-back order only leaves a gap. */
export async function nextConfirmationSequenceValue(db: Db): Promise<bigint> {
  // As text: the drivers read bigint differently (string on pg, BigInt on PGlite).
  const result = await db.execute(
    sql`select nextval(${orderConfirmationNumberSequence.seqName})::text as value`,
  );
  const [row] = (result as unknown as { rows: { value: string }[] }).rows;
  if (!row) throw new Error('nextval returned no row');
  return BigInt(row.value);
}

export async function findOrderIdByKey(db: Db, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row?.id;
}

/** Returns the rows as written, in the order they were given. */
export async function insertBeneficiaries(db: Db, rows: NewBeneficiary[]): Promise<BeneficiaryRow[]> {
  const written = await db.insert(orderBeneficiaries).values(rows).returning();
  return written.sort((a, b) => a.position - b.position);
}

export async function insertPayer(db: Db, row: NewPayer): Promise<PayerRow> {
  const [written] = await db.insert(orderPayers).values(row).returning();
  if (!written) throw new Error('the payer insert returned no row');
  return written;
}

export async function insertStatusChange(db: Db, row: NewStatusChange): Promise<void> {
  await db.insert(orderStatusChanges).values(row);
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findBeneficiaries(db: Db, orderId: string): Promise<BeneficiaryRow[]> {
  return db
    .select()
    .from(orderBeneficiaries)
    .where(eq(orderBeneficiaries.orderId, orderId))
    .orderBy(orderBeneficiaries.position);
}

export async function findPayer(db: Db, orderId: string): Promise<PayerRow | undefined> {
  const [row] = await db.select().from(orderPayers).where(eq(orderPayers.orderId, orderId));
  return row;
}

/** One user's orders, newest first, each with how many people it covers. */
export async function listUserOrders(db: Db, userId: string, limit: number) {
  return db
    .select({
      order: orders,
      beneficiaryCount: db.$count(orderBeneficiaries, eq(orderBeneficiaries.orderId, orders.id)),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/**
 * Moves the order from `from` to `to` only if it still has status `from`, so of two concurrent changes (a
 * repeated payment confirmation, say) exactly one wins; the other gets nothing back.
 */
export async function updateOrderStatus(
  db: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: to })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}
