import type { AdminPage } from '../../../domain/admin-page.schema';
import type { AuditEntryView, AuditQuery, AuditedEntity } from '../../../domain/audit/audit';
import type { Db } from '../../db/client';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import {
  insertAuditEntry,
  listAuditEntries,
  listStatusEntries,
  listStatusEntriesOfMany,
  scrubAuditNotes,
} from './audit.repo';

export { STATUS_CHANGED } from './audit.repo';

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

// What jsonb cannot hold: NUL, and half of a surrogate pair.
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The value with every string made storable in jsonb (U+FFFD in place of what it refuses). Validation refuses such
 * text before it gets here; this keeps an admin's change from being lost with its record if some field slips by.
 */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(UNSTORABLE, '\ufffd');
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableJson(key), storableJson(item)]),
    );
  }
  return value;
}

const storableRecord = (value: Record<string, unknown> | null | undefined) =>
  value ? (storableJson(value) as Record<string, unknown>) : null;

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
    before: storableRecord(entry.before),
    after: storableRecord(entry.after),
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

/** An account's deletion (DECISIONS 8): the admins' notes about its orders and applications go; the entries stay. */
export function removeAuditNotesAbout(tx: Db, userId: string): Promise<void> {
  return scrubAuditNotes(tx, userId);
}

/**
 * The statuses an admin gave one row, oldest first, from the audit log's 'status changed' entries: applications
 * keep no history table of their own, and every change of theirs writes its entry in the change's transaction
 * (docs/decisions/032). Only statuses the caller knows are returned; the actor and the note stay in the log.
 */
export async function statusChangesOf<S extends string>(
  db: Db,
  entityType: AuditedEntity,
  entityId: string,
  known: readonly S[],
): Promise<{ status: S; at: Date }[]> {
  const isKnown = (status: string | null): status is S => known.some((one) => one === status);
  const entries = await listStatusEntries(db, entityType, entityId);
  return entries.flatMap(({ status, at }) => (isKnown(status) ? [{ status, at }] : []));
}

/**
 * `statusChangesOf` with what each entry recorded beside the status (its `after`): for a timeline that names who
 * took a step, as a claim's does for its underwriter (issue 33, point 6).
 */
export async function statusStepsOf<S extends string>(
  db: Db,
  entityType: AuditedEntity,
  entityId: string,
  known: readonly S[],
): Promise<{ status: S; at: Date; after: Record<string, unknown> }[]> {
  const isKnown = (status: string | null): status is S => known.some((one) => one === status);
  const entries = await listStatusEntries(db, entityType, entityId);
  return entries.flatMap(({ status, at, after }) =>
    isKnown(status) ? [{ status, at, after: after ?? {} }] : [],
  );
}

/** `statusChangesOf` for many rows of one kind at once, by row id (rows with no change are absent). */
export async function statusChangesOfMany<S extends string>(
  db: Db,
  entityType: AuditedEntity,
  entityIds: readonly string[],
  known: readonly S[],
): Promise<Map<string, { status: S; at: Date }[]>> {
  const isKnown = (status: string | null): status is S => known.some((one) => one === status);
  const byId = new Map<string, { status: S; at: Date }[]>();
  for (const { entityId, status, at } of await listStatusEntriesOfMany(db, entityType, entityIds)) {
    if (!isKnown(status)) continue;
    byId.set(entityId, [...(byId.get(entityId) ?? []), { status, at }]);
  }
  return byId;
}
