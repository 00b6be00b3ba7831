import { and, eq, sql } from 'drizzle-orm';
import { coverStartsAfterPayment, premiumDueOn } from '../domain/funeral/premium-schedule';
import type { Db } from '../server/db/client';
import { auditLog, funeralApplications } from '../server/db/schema';

/**
 * Moves an application's past `days` back: its creation and every audit entry about it (its approval included).
 * The one part of a cover's history that no service can date, since each records the moment it runs; everything
 * after the approval (premiums recorded on the days they arrived) goes through the services.
 */
export async function moveApplicationBack(db: Db, applicationId: string, days: number): Promise<void> {
  const back = sql`make_interval(days => ${days})`;
  await db
    .update(auditLog)
    .set({ createdAt: sql`${auditLog.createdAt} - ${back}` })
    .where(and(eq(auditLog.entityType, 'funeral_application'), eq(auditLog.entityId, applicationId)));
  await db
    .update(funeralApplications)
    .set({
      createdAt: sql`${funeralApplications.createdAt} - ${back}`,
      updatedAt: sql`${funeralApplications.updatedAt} - ${back}`,
    })
    .where(eq(funeralApplications.id, applicationId));
}

/**
 * The days a cover approved on `approvedOn` and paid on time up to `today` received its premiums: the first on the
 * approval day, each later one on its due date (docs/decisions/054).
 */
export function premiumsPaidOnTime(approvedOn: string, today: string): string[] {
  const coverStart = coverStartsAfterPayment(approvedOn);
  const paidOn = [approvedOn];
  while (premiumDueOn(paidOn.length, approvedOn, coverStart) <= today)
    paidOn.push(premiumDueOn(paidOn.length, approvedOn, coverStart));
  return paidOn;
}
