import type { AdminPage } from '../../../domain/admin/admin-page.schema';
import type { AuditEntryView, AuditQuery, AuditedEntity } from '../../../domain/admin/audit';
import type { Db } from '../../db/client';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import { insertAuditEntry, listAuditEntries } from './audit.repo';

export interface AuditEntry {
  /** The admin's user id. */
  actorId: string;
  /** What was done, as a short verb phrase: 'status changed', 'created', 'role changed', 'processed'. */
  action: string;
  entityType: AuditedEntity;
  entityId: string;
  /** The fields the change is about, never a customer's personal details (see the audit_log table). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the change and its record
 * are written together or not at all.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** One page of the audit log, whole or for one row, newest first. */
export async function auditPage(db: Db, query: AuditQuery): Promise<AdminPage<AuditEntryView>> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const fetched = await listAuditEntries(db, query, after, query.limit + 1);
  const { rows, nextCursor } = pageOf(fetched, query.limit, (row) => row.entry.id);
  return {
    items: rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actor: { id: entry.actorId, email: actorEmail },
      action: entry.action,
      entityType: entry.entityType as AuditedEntity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
