import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { claimContactColumns, type ClaimContactColumns } from '../../../domain/funeral/claim-contact';
import type { ApplicationStatus } from '../../../domain/applications/application-view';
import { setApplicationStatusIfStill } from '../application-status';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { funeralApplicationReferenceSequence, funeralApplications, funeralPlans } from '../../db/schema';
import { nextSequenceValue } from '../../db/sequence-values';

export type FuneralPlanRow = typeof funeralPlans.$inferSelect;
export type NewFuneralPlan = typeof funeralPlans.$inferInsert;
export type FuneralApplicationRow = typeof funeralApplications.$inferSelect;
export type NewFuneralApplication = typeof funeralApplications.$inferInsert;

/**
 * Active plans by coverage amount, ascending (spec 001 §7); ties by price, then id, so the order is stable.
 * Prepared once, like findPlan (docs/decisions/020).
 */
export async function listActivePlans(db: Db): Promise<FuneralPlanRow[]> {
  return preparedOnce(db, 'funeral_plans_active', (name) =>
    db
      .select()
      .from(funeralPlans)
      .where(eq(funeralPlans.active, true))
      .orderBy(asc(funeralPlans.coverageAmountNgn), asc(funeralPlans.monthlyPriceNgn), asc(funeralPlans.id))
      .prepare(name),
  ).execute();
}

export async function findPlan(db: Db, id: string): Promise<FuneralPlanRow | undefined> {
  const [row] = await preparedOnce(db, 'funeral_plan', (name) =>
    db
      .select()
      .from(funeralPlans)
      .where(eq(funeralPlans.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id });
  return row;
}

export async function insertPlans(db: Db, rows: NewFuneralPlan[]): Promise<FuneralPlanRow[]> {
  return db.insert(funeralPlans).values(rows).returning();
}

/**
 * Inserts the application unless a unique index already holds its idempotency key or reference; then nothing is
 * written and nothing is raised, so the transaction stays usable on both drivers (as orders do, decision 006).
 */
/** A value no funeral application has been given yet, for its reference; a rolled-back one leaves a gap. */
export function nextApplicationReferenceValue(db: Db): Promise<bigint> {
  return nextSequenceValue(db, funeralApplicationReferenceSequence);
}

export async function insertApplicationUnlessTaken(
  db: Db,
  values: NewFuneralApplication,
): Promise<FuneralApplicationRow | undefined> {
  const [row] = await db.insert(funeralApplications).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findApplicationByKey(
  db: Db,
  userId: string,
  idempotencyKey: string,
): Promise<FuneralApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(funeralApplications)
    .where(
      and(eq(funeralApplications.userId, userId), eq(funeralApplications.idempotencyKey, idempotencyKey)),
    );
  return row;
}

/** One of a user's applications; undefined when it is not theirs. */
export async function findUserApplication(
  db: Db,
  userId: string,
  id: string,
): Promise<FuneralApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(funeralApplications)
    .where(and(eq(funeralApplications.id, id), eq(funeralApplications.userId, userId)));
  return row;
}

/** One user's applications, newest first. */
export async function listUserApplications(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(funeralApplications)
    .where(eq(funeralApplications.userId, userId))
    .orderBy(desc(funeralApplications.createdAt), desc(funeralApplications.id))
    .limit(limit);
}

/** An account's deletion (DECISIONS 8): the application stays with its plan and status; the people go. */
export async function scrubFuneralApplications(tx: Db, userId: string, at: Date): Promise<void> {
  await tx
    .update(funeralApplications)
    .set({
      principalFirstName: null,
      principalLastName: null,
      principalDateOfBirth: null,
      principalEmail: null,
      principalPhoneNumber: null,
      principalAddress: null,
      coveredPeople: [],
      beneficiaryFirstName: null,
      beneficiaryLastName: null,
      beneficiaryRelationship: null,
      beneficiaryPhoneNumber: null,
      ...claimContactColumns(null, null),
      personalDataRemovedAt: at,
    })
    .where(eq(funeralApplications.userId, userId));
}

/** Moves one of this table's applications, only if no one changed it first (application-status-change.ts). */
export function setFuneralApplicationStatus(
  db: Db,
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<{ userId: string | null } | undefined> {
  return setApplicationStatusIfStill(db, funeralApplications, id, from, to);
}

/** One application by id, whoever holds it (a claim link names it). */
export async function findPlanApplication(db: Db, id: string): Promise<FuneralApplicationRow | undefined> {
  const [row] = await db.select().from(funeralApplications).where(eq(funeralApplications.id, id));
  return row;
}

/** Names (or replaces) the application's claim contact, only while its owner still has it and it may change. */
export async function setClaimContactColumns(
  db: Db,
  userId: string,
  id: string,
  statuses: readonly ApplicationStatus[],
  columns: ClaimContactColumns,
): Promise<FuneralApplicationRow | undefined> {
  const [row] = await db
    .update(funeralApplications)
    .set(columns)
    .where(
      and(
        eq(funeralApplications.id, id),
        eq(funeralApplications.userId, userId),
        inArray(funeralApplications.status, [...statuses]),
      ),
    )
    .returning();
  return row;
}
