import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { LATEST_ACTIVITY_SIZE } from '../../../domain/dashboard/admin-dashboard';
import type { Db } from '../../db/client';
import {
  auditLog,
  deletionRequests,
  funeralApplications,
  orderRefunds,
  orders,
  propertyApplications,
  supportRequests,
} from '../../db/schema';

/*
 * Every count is computed by the database (grouped counts, never rows), and every activity source gives at most
 * the newest LATEST_ACTIVITY_SIZE rows, so the dashboard costs the same however large the tables grow.
 */

export function orderStatusCounts(db: Db) {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
}

export function propertyApplicationStatusCounts(db: Db) {
  return db
    .select({ status: propertyApplications.status, count: count() })
    .from(propertyApplications)
    .groupBy(propertyApplications.status);
}

export function funeralApplicationStatusCounts(db: Db) {
  return db
    .select({ status: funeralApplications.status, count: count() })
    .from(funeralApplications)
    .groupBy(funeralApplications.status);
}

export async function openSupportRequestCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(supportRequests)
    .where(eq(supportRequests.status, 'open'));
  return row?.count ?? 0;
}

/** Transfer refunds due: not yet paid out by an admin (the console's Refunds due queue, docs/decisions/052). */
export async function refundsDueCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(orderRefunds).where(eq(orderRefunds.status, 'due'));
  return row?.count ?? 0;
}

/** Pending deletion requests, and those of them made before `overdueBefore`. */
export async function pendingDeletionCounts(db: Db, overdueBefore: Date) {
  const [row] = await db
    .select({
      pending: count(),
      overdue:
        sql<number>`count(*) filter (where ${deletionRequests.createdAt} < ${overdueBefore.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(deletionRequests)
    // Only the requests in the admins' queue: a signed-out one counts once its owner confirmed it by mail.
    .where(and(eq(deletionRequests.status, 'pending'), isNotNull(deletionRequests.confirmedVia)));
  return { pending: row?.pending ?? 0, overdue: row?.overdue ?? 0 };
}

export function newestOrders(db: Db) {
  return db
    .select({ id: orders.id, confirmationNumber: orders.confirmationNumber, createdAt: orders.createdAt })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LATEST_ACTIVITY_SIZE);
}

export function newestPropertyApplications(db: Db) {
  return db
    .select({
      id: propertyApplications.id,
      reference: propertyApplications.reference,
      createdAt: propertyApplications.createdAt,
    })
    .from(propertyApplications)
    .orderBy(desc(propertyApplications.createdAt), desc(propertyApplications.id))
    .limit(LATEST_ACTIVITY_SIZE);
}

export function newestFuneralApplications(db: Db) {
  return db
    .select({
      id: funeralApplications.id,
      reference: funeralApplications.reference,
      createdAt: funeralApplications.createdAt,
    })
    .from(funeralApplications)
    .orderBy(desc(funeralApplications.createdAt), desc(funeralApplications.id))
    .limit(LATEST_ACTIVITY_SIZE);
}

export function newestSupportRequests(db: Db) {
  return db
    .select({
      id: supportRequests.id,
      subject: supportRequests.subject,
      createdAt: supportRequests.createdAt,
    })
    .from(supportRequests)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(LATEST_ACTIVITY_SIZE);
}

export function newestDeletionRequests(db: Db) {
  return db
    .select({ id: deletionRequests.id, createdAt: deletionRequests.createdAt })
    .from(deletionRequests)
    .where(isNotNull(deletionRequests.confirmedVia))
    .orderBy(desc(deletionRequests.createdAt), desc(deletionRequests.id))
    .limit(LATEST_ACTIVITY_SIZE);
}

export function newestAuditEntries(db: Db) {
  return db
    .select({
      id: auditLog.id,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      action: auditLog.action,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(LATEST_ACTIVITY_SIZE);
}
