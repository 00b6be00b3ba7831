import { and, eq } from 'drizzle-orm';
import { ADMIN_APPLICATION_MESSAGES } from '../../../domain/applications/application-admin';
import {
  canChangeApplicationStatus,
  refusedApplicationChangeMessage,
  type ReachableApplicationStatus,
} from '../../../domain/applications/application-status';
import type { ApplicationStatus } from '../../../domain/applications/application-view';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/client';
import type { funeralApplications, propertyApplications } from '../../db/schema';

/** The two application tables, which share their id, owner, status and update time. */
type ApplicationTable = typeof propertyApplications | typeof funeralApplications;

/**
 * Moves an application from `from` to `to` only if it still has status `from`: undefined when someone else
 * changed it first. Returns the owner (null once their account is gone). Each table's own repo calls it.
 */
export async function setApplicationStatusIfStill(
  db: Db,
  table: ApplicationTable,
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<{ userId: string | null } | undefined> {
  const [row] = await db
    .update(table)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.status, from)))
    .returning({ userId: table.userId });
  return row;
}

/**
 * An application's status change as both application services make it: the domain's one rule first (a 409 with
 * its reason), then `write`, the owning repo's compare-and-set (a 409 too when someone moved it meanwhile). Run
 * inside the caller's transaction, which records the change. Returns the owner and the new status.
 */
export async function changeApplicationStatus(
  from: ApplicationStatus,
  to: ApplicationStatus,
  write: () => Promise<{ userId: string | null } | undefined>,
): Promise<{ userId: string | null; status: ReachableApplicationStatus }> {
  if (!canChangeApplicationStatus(from, to)) {
    throw new AppError('conflict', refusedApplicationChangeMessage(from, to));
  }
  const changed = await write();
  if (!changed) throw new AppError('conflict', ADMIN_APPLICATION_MESSAGES.changedMeanwhile);
  return { userId: changed.userId, status: to };
}
