import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, funeralApplications } from '../../db/schema';

/** How many applications one step of the notices job reads; it repeats the step until none is left. */
export const NOTICES_BATCH = 200;

/** The audit action that records a notice sent to a cover's holder (docs/decisions/064). */
export const COVER_NOTICE_SENT = 'cover notice sent';

/** Approved applications of an existing account after `afterId`, by id: the covers whose holder may be told. */
export function listApprovedApplications(db: Db, afterId: string | null) {
  return db
    .select({ id: funeralApplications.id })
    .from(funeralApplications)
    .where(
      and(
        eq(funeralApplications.status, 'approved'),
        isNotNull(funeralApplications.userId),
        afterId ? gt(funeralApplications.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(funeralApplications.id))
    .limit(NOTICES_BATCH);
}

/** Whether the notice `key` was sent for the application: read by audit_log_entity_idx. */
export async function noticeWasSent(db: Db, applicationId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'funeral_application'),
        eq(auditLog.entityId, applicationId),
        eq(auditLog.action, COVER_NOTICE_SENT),
        sql`${auditLog.after}->>'notice' = ${key}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
