import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../../domain/applications/application-view';
import { setApplicationStatusIfStill } from '../../application-status';
import type { Db } from '../../../db/client';
import {
  properties,
  propertyApplicationReferenceSequence,
  propertyApplications,
  propertyViewings,
  realtyProviders,
} from '../../../db/schema';
import { nextSequenceValue } from '../../../db/sequence-values';

export type ApplicationRow = typeof propertyApplications.$inferSelect;
export type NewApplication = typeof propertyApplications.$inferInsert;

/** A value no property application has been given yet, for its reference; a rolled-back one leaves a gap. */
export function nextApplicationReferenceValue(db: Db): Promise<bigint> {
  return nextSequenceValue(db, propertyApplicationReferenceSequence);
}

/**
 * Inserts the application unless a unique index holds its reference or an open application of this user for
 * this listing; then nothing is written and nothing returned, and the transaction stays usable.
 */
export async function insertApplicationUnlessTaken(
  db: Db,
  values: NewApplication,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.insert(propertyApplications).values(values).onConflictDoNothing().returning();
  return row;
}

export async function hasOpenApplication(db: Db, userId: string, propertyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: propertyApplications.id })
    .from(propertyApplications)
    .where(
      and(
        eq(propertyApplications.userId, userId),
        eq(propertyApplications.propertyId, propertyId),
        eq(propertyApplications.status, 'pending'),
      ),
    );
  return rows.length > 0;
}

/** One user's property applications, newest first, each with its listing's title and its viewing's state. */
export async function listUserApplications(db: Db, userId: string, limit: number, propertyId?: string) {
  const forProperty = propertyId ? eq(propertyApplications.propertyId, propertyId) : undefined;
  return db
    .select({
      application: propertyApplications,
      title: properties.title,
      // Its viewing's state for 'My Orders' (docs/decisions/044), by the viewings' unique application index.
      viewing: { status: propertyViewings.status, scheduledDate: propertyViewings.scheduledDate },
    })
    .from(propertyApplications)
    .innerJoin(properties, eq(properties.id, propertyApplications.propertyId))
    .leftJoin(propertyViewings, eq(propertyViewings.applicationId, propertyApplications.id))
    .where(and(eq(propertyApplications.userId, userId), forProperty))
    .orderBy(desc(propertyApplications.createdAt), desc(propertyApplications.id))
    .limit(limit);
}

/** One of a user's applications, with its listing and provider; undefined when it is not theirs. */
export async function findUserApplication(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      application: propertyApplications,
      title: properties.title,
      location: properties.location,
      providerName: realtyProviders.name,
    })
    .from(propertyApplications)
    .innerJoin(properties, eq(properties.id, propertyApplications.propertyId))
    .innerJoin(realtyProviders, eq(realtyProviders.id, properties.providerId))
    .where(and(eq(propertyApplications.id, id), eq(propertyApplications.userId, userId)));
  return row;
}

/**
 * An account's deletion (DECISIONS 8): the application stays with its listing and status; the message goes, and
 * so do the name and phone of the person it named for a viewing (docs/decisions/044).
 */
export async function scrubPropertyApplications(tx: Db, userId: string, at: Date): Promise<void> {
  await tx
    .update(propertyViewings)
    .set({ viewerName: null, viewerPhone: null, personalDataRemovedAt: at })
    .where(
      inArray(
        propertyViewings.applicationId,
        tx
          .select({ id: propertyApplications.id })
          .from(propertyApplications)
          .where(eq(propertyApplications.userId, userId)),
      ),
    );
  await tx
    .update(propertyApplications)
    .set({ message: null, personalDataRemovedAt: at })
    .where(eq(propertyApplications.userId, userId));
}

/** Moves one of this table's applications, only if no one changed it first (application-status-change.ts). */
export function setPropertyApplicationStatus(
  db: Db,
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<{ userId: string | null } | undefined> {
  return setApplicationStatusIfStill(db, propertyApplications, id, from, to);
}

/** Every pending application, whose fee is what its provider waits for (docs/decisions/059): the statement console's. */
export function listPendingApplications(db: Db) {
  const table = propertyApplications;
  return db
    .select({ id: table.id, reference: table.reference, feeUsd: table.feeUsd, feeNgn: table.feeNgn })
    .from(table)
    .where(eq(table.status, 'pending'));
}
