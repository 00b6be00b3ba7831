import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../domain/audit/audit';
import type { Db } from '../../db/client';
import { cursorTime, olderThan, type KeysetCursor } from '../../db/keyset-cursor';
import {
  auditLog,
  funeralApplications,
  funeralClaims,
  orders,
  propertyApplications,
  user,
} from '../../db/schema';

/** The action of an entry that records a status change; its `after` holds the new status. */
export const STATUS_CHANGED = 'status changed';

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

/** The statuses one row was given, by its 'status changed' entries, oldest first. */
export async function listStatusEntries(db: Db, entityType: string, entityId: string) {
  return db
    .select({
      status: sql<string | null>`${auditLog.after} ->> 'status'`,
      at: auditLog.createdAt,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, entityId),
        eq(auditLog.action, STATUS_CHANGED),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/** The statuses many rows of one kind were given, oldest first: one query for a list (docs/decisions/065). */
export async function listStatusEntriesOfMany(db: Db, entityType: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return [];
  return db
    .select({
      entityId: auditLog.entityId,
      status: sql<string | null>`${auditLog.after} ->> 'status'`,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        inArray(auditLog.entityId, [...entityIds]),
        eq(auditLog.action, STATUS_CHANGED),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/**
 * The orders and applications consoles keep an admin's optional note in the audit entry of a status change;
 * like the notes in the orders' history, it is free text that may name the customer. The entries stay (who
 * changed what, when, from and to which status); the notes go. Run before the rows lose their owner.
 */
export async function scrubAuditNotes(tx: Db, userId: string): Promise<void> {
  const idsOf = (table: typeof orders | typeof funeralApplications | typeof propertyApplications) =>
    tx
      .select({ id: sql<string>`${table.id}::text` })
      .from(table)
      .where(eq(table.userId, userId));
  await tx
    .update(auditLog)
    // An admin's note, and a revoked card's reason ("Lost by <name> …"): free text that may name the customer.
    .set({
      before: sql`${auditLog.before} - 'note' - 'reason'`,
      after: sql`${auditLog.after} - 'note' - 'reason'`,
    })
    .where(
      or(
        and(eq(auditLog.entityType, 'order'), inArray(auditLog.entityId, idsOf(orders))),
        and(
          eq(auditLog.entityType, 'funeral_application'),
          inArray(auditLog.entityId, idsOf(funeralApplications)),
        ),
        and(
          eq(auditLog.entityType, 'property_application'),
          inArray(auditLog.entityId, idsOf(propertyApplications)),
        ),
        // A claim's rejection reason may name the person who died or their family.
        and(
          eq(auditLog.entityType, 'funeral_claim'),
          inArray(
            auditLog.entityId,
            tx
              .select({ id: sql<string>`${funeralClaims.id}::text` })
              .from(funeralClaims)
              .innerJoin(funeralApplications, eq(funeralApplications.id, funeralClaims.applicationId))
              .where(eq(funeralApplications.userId, userId)),
          ),
        ),
      ),
    );
}
