import { and, asc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, funeralApplications } from '../../db/schema';

/** How many applications one step of the notices job reads; it repeats the step until none is left. */
export const NOTICES_BATCH = 200;

/** The audit action that records a notice sent to a cover's holder (docs/decisions/064). */
export const COVER_NOTICE_SENT = 'cover notice sent';

/**
 * Approved applications of an existing account after `afterId`, by id: the covers whose holder may be told (and,
 * with `only`, those of them it holds for: a saved card, say).
 */
export function listApprovedApplications(db: Db, afterId: string | null, only?: SQL) {
  return db
    .select({ id: funeralApplications.id })
    .from(funeralApplications)
    .where(
      and(
        eq(funeralApplications.status, 'approved'),
        isNotNull(funeralApplications.userId),
        afterId ? gt(funeralApplications.id, afterId) : undefined,
        only,
      ),
    )
    .orderBy(asc(funeralApplications.id))
    .limit(NOTICES_BATCH);
}

/** The application's audit entries `action`: read by audit_log_entity_idx. */
export function auditEntriesOf(applicationId: string, action: string): SQL {
  return and(
    eq(auditLog.entityType, 'funeral_application'),
    eq(auditLog.entityId, applicationId),
    eq(auditLog.action, action),
  )!;
}

/** Whether the application has an audit entry `action` whose `after` holds `field` = `key`. */
export async function auditKeyRecorded(
  db: Db,
  applicationId: string,
  action: string,
  field: string,
  key: string,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(and(auditEntriesOf(applicationId, action), sql`${auditLog.after}->>${field} = ${key}`))
    .limit(1);
  return rows.length > 0;
}

/** Whether the notice `key` was sent for the application. */
export function noticeWasSent(db: Db, applicationId: string, key: string): Promise<boolean> {
  return auditKeyRecorded(db, applicationId, COVER_NOTICE_SENT, 'notice', key);
}
