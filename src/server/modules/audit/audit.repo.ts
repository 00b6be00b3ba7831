import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../domain/admin/audit';
import type { Db } from '../../db/client';
import { cursorTime, olderThan, type KeysetCursor } from '../../db/keyset-cursor';
import { auditLog, user } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, values: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** Newest first, with the acting admin's email while that account exists. */
export async function listAuditEntries(
  db: Db,
  filter: Pick<AuditQuery, 'entityType' | 'entityId'>,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (after) conditions.push(olderThan(auditLog.createdAt, auditLog.id, after));
  return db
    .select({ entry: auditLog, actorEmail: user.email, cursorAt: cursorTime(auditLog.createdAt) })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
