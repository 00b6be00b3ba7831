import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { ConfirmationRange } from '../../../domain/orders/confirmation-number';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import { cursorTime, olderThan, type KeysetCursor } from '../../db/keyset-cursor';
import { orderBeneficiaries, orders, orderStatusChanges, profiles, user } from '../../db/schema';

/** What the orders list narrows by; each condition has an index behind it. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  /** The customer's account email, lowercase as accounts store it (the unique index on user.email). */
  email?: string;
  /** Confirmation numbers from a prefix (the unique index on confirmation_number). */
  confirmation?: ConfirmationRange;
}

function conditionsOf(filter: AdminOrderFilter, after: KeysetCursor | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.email) conditions.push(eq(user.email, filter.email));
  if (filter.confirmation) {
    const { from, below } = filter.confirmation;
    conditions.push(gte(orders.confirmationNumber, from));
    if (below) conditions.push(lt(orders.confirmationNumber, below));
  }
  if (after) conditions.push(olderThan(orders.createdAt, orders.id, after));
  return conditions;
}

/** Newest first, one page (`limit` rows) after the cursor, with the customer's account while it exists. */
export async function listAdminOrders(
  db: Db,
  filter: AdminOrderFilter,
  after: KeysetCursor | undefined,
  limit: number,
) {
  return db
    .select({
      id: orders.id,
      confirmationNumber: orders.confirmationNumber,
      planName: orders.planName,
      status: orders.status,
      totalUsd: orders.totalUsd,
      totalNgn: orders.totalNgn,
      createdAt: orders.createdAt,
      beneficiaryCount: db.$count(orderBeneficiaries, eq(orderBeneficiaries.orderId, orders.id)),
      customerId: user.id,
      customerEmail: user.email,
      cursorAt: cursorTime(orders.createdAt),
    })
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .where(and(...conditionsOf(filter, after)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The order with its customer's account email and profile names, both null once the account is deleted. */
export async function findAdminOrder(db: Db, id: string) {
  const [row] = await db
    .select({
      order: orders,
      customerEmail: user.email,
      firstName: profiles.firstName,
      middleName: profiles.middleName,
      lastName: profiles.lastName,
    })
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

export type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

/** The order's history, oldest first, with the email of the account that made each change while it exists. */
export async function listStatusChanges(db: Db, orderId: string) {
  return db
    .select({ change: orderStatusChanges, actorEmail: user.email })
    .from(orderStatusChanges)
    .leftJoin(user, eq(user.id, orderStatusChanges.changedBy))
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id));
}

export type StatusChangeRow = Awaited<ReturnType<typeof listStatusChanges>>[number];

/** Every order awaiting its payment (status pending), for the bank statement console's matching. */
export function listPendingOrders(db: Db): Promise<(typeof orders.$inferSelect)[]> {
  return db.select().from(orders).where(eq(orders.status, 'pending'));
}
