import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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

// As text: the drivers read bigint differently (string on pg, BigInt on PGlite).
const nextSequenceValue = sql`nextval(${orderConfirmationNumberSequence.seqName})::text`;

const byKey = (userId: string, idempotencyKey: string) =>
  and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey));

async function oneRow<T>(db: Db, query: SQL): Promise<T> {
  const [row] = (((await db.execute(query)) as unknown as { rows: T[] }).rows ?? []) as T[];
  if (!row) throw new Error('the query returned no row');
  return row;
}

/** A value no order has been given yet, for its confirmation number; a rolled-back order only leaves a gap. */
export async function nextConfirmationSequenceValue(db: Db): Promise<bigint> {
  return BigInt((await oneRow<{ value: string }>(db, sql`select ${nextSequenceValue} as value`)).value);
}

/**
 * What placing an order asks first, in one round trip: this user's order with this key, if there is one, and a
 * sequence value for a new order's confirmation number (unused on a repeat, which only leaves a gap).
 */
export async function findOrderIdByKeyWithNextValue(db: Db, userId: string, idempotencyKey: string) {
  const earlier = db.select({ id: orders.id }).from(orders).where(byKey(userId, idempotencyKey));
  const row = await oneRow<{ earlier_id: string | null; value: string }>(
    db,
    sql`select (${earlier}) as earlier_id, ${nextSequenceValue} as value`,
  );
  return { earlierId: row.earlier_id ?? undefined, sequenceValue: BigInt(row.value) };
}

export async function findOrderIdByKey(db: Db, userId: string, idempotencyKey: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(byKey(userId, idempotencyKey));
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
