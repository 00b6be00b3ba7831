import {
  and,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNotNull,
  ne,
  notInArray,
  sql,
} from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { coverageEnd } from '../../../domain/orders/coverage';
import { COVER_OUTLIVES_SPONSOR } from '../../../domain/orders/relative-page-lifetime';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { nextSequenceValue } from '../../db/sequence-values';
import {
  insertJsonRowsWhen,
  jsonRows,
  withPart,
  type CompanionInsert,
  type InsertKey,
} from '../../db/statement-parts';
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

// The order's own values, each a parameter of the prepared statement below.
const ORDER_KEYS = [
  'id',
  'userId',
  'planId',
  'planName',
  'planType',
  'paymentMethod',
  'totalUsd',
  'totalNgn',
  'confirmationNumber',
  'coverageStartDate',
  'coverageEndDate',
  'idempotencyKey',
  'renewsOrderId',
  'quoteCurrency',
  'quoteNgnPerUnit',
  'quoteTotal',
  'quoteExpiresAt',
] as const satisfies readonly InsertKey<typeof orders>[];
const BENEFICIARY_KEYS = Object.keys(getTableColumns(orderBeneficiaries)) as InsertKey<
  typeof orderBeneficiaries
>[];
const PAYER_KEYS = Object.keys(getTableColumns(orderPayers)) as InsertKey<typeof orderPayers>[];
const HISTORY_KEYS = ['orderId', 'fromStatus', 'toStatus', 'changedBy', 'note'] as const;

export type NewPlacedOrder = Pick<NewOrder, (typeof ORDER_KEYS)[number]> & { id: string };

export interface OrderParts {
  order: NewPlacedOrder;
  beneficiaries: NewBeneficiary[];
  payer: NewPayer;
  history: NewStatusChange;
  notification: CompanionInsert;
  /** Mail queued with the order (its confirmation, the people's invitations), or none: `rows` an empty array. */
  mail: CompanionInsert;
  /** The people's invitation links (docs/decisions/041). */
  invitations: CompanionInsert;
}

/**
 * Writes a new order with its beneficiaries, payer, first status, notification, mail and invitations in one statement, prepared once
 * per database handle: one round trip, atomic as a transaction is (docs/decisions/018, 020). The order is inserted
 * unless a unique index already holds its idempotency key or confirmation number; then the statement writes
 * nothing and returns nothing, and raises no error. PostgreSQL waits for a concurrent insert of the same key to
 * commit before deciding. Returns the order row as written.
 */
export async function insertOrderWithParts(db: Db, parts: OrderParts): Promise<OrderRow | undefined> {
  const statement = preparedOnce(db, 'place_order', (name) => {
    // Every value a parameter: the insert's types take placeholders in place of each value.
    const placeholders = Object.fromEntries(ORDER_KEYS.map((key) => [key, sql.placeholder(key)]));
    const placed = db.$with('placed').as(
      db
        .insert(orders)
        .values(placeholders as unknown as NewPlacedOrder)
        .onConflictDoNothing()
        .returning(),
    );
    const part = <T extends PgTable>(table: T, keys: readonly InsertKey<T>[]) =>
      insertJsonRowsWhen(table, keys, sql.placeholder(getTableName(table)), placed);
    return db
      .with(
        placed,
        withPart('beneficiaries', part(orderBeneficiaries, BENEFICIARY_KEYS)),
        withPart('payer', part(orderPayers, PAYER_KEYS)),
        withPart('history', part(orderStatusChanges, HISTORY_KEYS)),
        withPart('companion', parts.notification.insertWhen(sql.placeholder('companion'), placed)),
        withPart('mail', parts.mail.insertWhen(sql.placeholder('mail'), placed)),
        withPart('invitations', parts.invitations.insertWhen(sql.placeholder('invitations'), placed)),
      )
      .select()
      .from(placed)
      .prepare(name);
  });
  const [row] = await statement.execute({
    ...parts.order,
    [getTableName(orderBeneficiaries)]: jsonRows(orderBeneficiaries, BENEFICIARY_KEYS, parts.beneficiaries),
    [getTableName(orderPayers)]: jsonRows(orderPayers, PAYER_KEYS, [parts.payer]),
    [getTableName(orderStatusChanges)]: jsonRows(orderStatusChanges, HISTORY_KEYS, [parts.history]),
    companion: parts.notification.rows,
    mail: parts.mail.rows,
    invitations: parts.invitations.rows,
  });
  return row;
}

/** Orders' confirmation values are drawn this many at a time (sequence-values.ts). */
const CONFIRMATION_BLOCK = 32;

const byKey = (userId: string, idempotencyKey: string) =>
  and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey));

/** A value no order has been given yet, for its confirmation number; an unused one only leaves a gap. */
export function nextConfirmationValue(db: Db): Promise<bigint> {
  return nextSequenceValue(db, orderConfirmationNumberSequence, CONFIRMATION_BLOCK);
}

export async function findOrderIdByKey(db: Db, userId: string, idempotencyKey: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(byKey(userId, idempotencyKey));
  return row?.id;
}

export async function insertStatusChange(db: Db, row: NewStatusChange): Promise<void> {
  await db.insert(orderStatusChanges).values(row);
}

export type QuoteColumns = Pick<
  NewOrder,
  'quoteCurrency' | 'quoteNgnPerUnit' | 'quoteTotal' | 'quoteExpiresAt'
>;

/**
 * Re-locks an unpaid order's expired quote at today's rate (docs/decisions/047). Only while it is still pending
 * and still holds the expired quote, so two requests re-locking at once write one quote; returns whether it did.
 */
export async function updateExpiredQuote(
  db: Db,
  id: string,
  expiredAt: string,
  quote: QuoteColumns,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set(quote)
    .where(and(eq(orders.id, id), eq(orders.status, 'pending'), eq(orders.quoteExpiresAt, expiredAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
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

/** A person's phone and address as they confirmed or corrected them on their invitation page (docs/decisions/041). */
export async function updateBeneficiaryContact(
  db: Db,
  id: string,
  contact: { countryCode: string; phoneNumber: string; address: string },
): Promise<void> {
  await db
    .update(orderBeneficiaries)
    .set({ ...contact, countryCode: contact.countryCode as NewBeneficiary['countryCode'] })
    .where(eq(orderBeneficiaries.id, id));
}

export async function findPayer(db: Db, orderId: string): Promise<PayerRow | undefined> {
  const [row] = await db.select().from(orderPayers).where(eq(orderPayers.orderId, orderId));
  return row;
}

const renewals = alias(orders, 'renewals');

/**
 * A renewal of the outer query's order that still counts, not cancelled (the rule the unique index on
 * renews_order_id holds, docs/decisions/039), as a subquery for `exists`: the one place to widen what counts.
 */
export function liveRenewalOf(db: Db) {
  return (
    db
      .select({ one: sql`1` })
      .from(renewals)
      // 'is not null' lets the planner read only the renewals from orders_renews_order_id_idx rather than hash
      // every order (measured on 50,000 orders: 37 ms to under 1 ms).
      .where(
        and(
          eq(renewals.renewsOrderId, orders.id),
          isNotNull(renewals.renewsOrderId),
          ne(renewals.status, 'cancelled'),
        ),
      )
  );
}

/** The renewal of an order that is not cancelled, if any: at most one, by a unique index (docs/decisions/039). */
export async function findLiveRenewalOf(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      confirmationNumber: orders.confirmationNumber,
      status: orders.status,
      coverageEndDate: orders.coverageEndDate,
    })
    .from(orders)
    .where(and(eq(orders.renewsOrderId, orderId), ne(orders.status, 'cancelled')));
  return row;
}

/** An order's number, for a link to it from the order that renews it. */
export async function findOrderReference(db: Db, id: string) {
  const [row] = await db
    .select({ id: orders.id, confirmationNumber: orders.confirmationNumber })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

/** The statuses an order has had, oldest first: its history without who made each change or why. */
export async function findStatusSteps(db: Db, orderId: string) {
  return db
    .select({ status: orderStatusChanges.toStatus, at: orderStatusChanges.createdAt })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(orderStatusChanges.createdAt, orderStatusChanges.id);
}

/** One user's orders, newest first, each with how many people it covers and whether a live renewal renews it. */
export async function listUserOrders(db: Db, userId: string, limit: number) {
  return db
    .select({
      order: orders,
      beneficiaryCount: db.$count(orderBeneficiaries, eq(orderBeneficiaries.orderId, orders.id)),
      renewed: sql<boolean>`exists (${liveRenewalOf(db)})`.mapWith(Boolean),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/**
 * Moves the order from `from` to `to` only if it still has status `from`, so of two concurrent changes (a
 * repeated payment confirmation, say) exactly one wins; the other gets nothing back. A new coverage start, when
 * given, is written by the same statement, with the end that follows from it.
 */
export async function updateOrderStatus(
  db: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  coverageStartDate?: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set(
      coverageStartDate
        ? { status: to, coverageStartDate, coverageEndDate: coverageEnd(coverageStartDate) }
        : { status: to },
    )
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}

/**
 * The account's orders keep amounts and status; the payer's details and any free text go, and the beneficiaries'
 * too except on a cover that runs on without its sponsor (paid or active): each person there keeps her own page,
 * and the card check her initials (docs/decisions/050).
 */
export async function scrubOrders(tx: Db, userId: string, at: Date): Promise<void> {
  const own = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  const ended = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...COVER_OUTLIVES_SPONSOR])));
  await tx
    .update(orderBeneficiaries)
    .set({
      firstName: null,
      lastName: null,
      email: null,
      phoneNumber: null,
      dateOfBirth: null,
      address: null,
      countryCode: null,
    })
    .where(inArray(orderBeneficiaries.orderId, ended));
  await tx
    .update(orderPayers)
    .set({
      firstName: null,
      lastName: null,
      email: null,
      countryCode: null,
      phoneNumber: null,
      dateOfBirth: null,
      address: null,
      companyName: null,
    })
    .where(inArray(orderPayers.orderId, own));
  // An admin's note on a status change is free text that may name the customer; the change itself stays.
  await tx.update(orderStatusChanges).set({ note: null }).where(inArray(orderStatusChanges.orderId, own));
  await tx.update(orders).set({ personalDataRemovedAt: at }).where(eq(orders.userId, userId));
}
