import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { EnrolmentStatus } from '../../../../domain/partners/enrolment';
import type { Db } from '../../../db/client';
import { beneficiaryInvitations, orderBeneficiaries, orders, partnerEnrolments } from '../../../db/schema';

export type EnrolmentRow = typeof partnerEnrolments.$inferSelect;
export type NewEnrolment = typeof partnerEnrolments.$inferInsert;

/** Writes the enrolments not yet made; a person who has one keeps it. Returns only the rows made now. */
export async function insertMissingEnrolments(db: Db, rows: NewEnrolment[]): Promise<EnrolmentRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(partnerEnrolments)
    .values(rows)
    .onConflictDoNothing({ target: partnerEnrolments.beneficiaryId })
    .returning();
}

/** What the portal shows of an enrolment: the person, the order, the consent record and the chosen hospital. */
const detailColumns = {
  enrolment: partnerEnrolments,
  orderReference: orders.confirmationNumber,
  orderUserId: orders.userId,
  planName: orders.planName,
  coverStart: orders.coverageStartDate,
  coverEnd: orders.coverageEndDate,
  position: orderBeneficiaries.position,
  firstName: orderBeneficiaries.firstName,
  lastName: orderBeneficiaries.lastName,
  dateOfBirth: orderBeneficiaries.dateOfBirth,
  phoneNumber: orderBeneficiaries.phoneNumber,
  email: orderBeneficiaries.email,
  address: orderBeneficiaries.address,
  consentDecidedAt: beneficiaryInvitations.consentDecidedAt,
  consentVersion: beneficiaryInvitations.consentVersion,
  consentProofChannel: beneficiaryInvitations.consentProofChannel,
  consentProofDestination: beneficiaryInvitations.consentProofDestination,
  consentProvenAt: beneficiaryInvitations.consentProvenAt,
  hospitalId: beneficiaryInvitations.hospitalId,
  hospitalName: beneficiaryInvitations.hospitalName,
};
export type EnrolmentDetailRow = Awaited<ReturnType<typeof detailQuery>>[number];

function detailQuery(db: Db) {
  return db
    .select(detailColumns)
    .from(partnerEnrolments)
    .innerJoin(orders, eq(orders.id, partnerEnrolments.orderId))
    .innerJoin(orderBeneficiaries, eq(orderBeneficiaries.id, partnerEnrolments.beneficiaryId))
    .leftJoin(
      beneficiaryInvitations,
      eq(beneficiaryInvitations.beneficiaryId, partnerEnrolments.beneficiaryId),
    );
}

/** Pending first, then confirmed, then refused; the oldest first within each, as the work is done. */
const STATUS_ORDER = sql`case ${partnerEnrolments.status} when 'pending' then 0 when 'confirmed' then 1 else 2 end`;

export const ENROLMENT_LIST_LIMIT = 500;

export function listProviderEnrolments(db: Db, providerId: string, status?: EnrolmentStatus) {
  const where = status
    ? and(eq(partnerEnrolments.providerId, providerId), eq(partnerEnrolments.status, status))
    : eq(partnerEnrolments.providerId, providerId);
  return detailQuery(db)
    .where(where)
    .orderBy(STATUS_ORDER, asc(partnerEnrolments.createdAt), asc(orderBeneficiaries.position))
    .limit(ENROLMENT_LIST_LIMIT);
}

/** One enrolment of this provider, locked for the decision when `tx` is a transaction; another's is not found. */
export async function findProviderEnrolment(
  db: Db,
  providerId: string,
  id: string,
): Promise<EnrolmentDetailRow | undefined> {
  const [row] = await detailQuery(db).where(
    and(eq(partnerEnrolments.id, id), eq(partnerEnrolments.providerId, providerId)),
  );
  return row;
}

/** The enrolments a CSV names by order reference and the person's position on it, for this provider only. */
export function findEnrolmentsByOrderReference(db: Db, providerId: string, references: string[]) {
  if (references.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: partnerEnrolments.id,
      orderReference: orders.confirmationNumber,
      position: orderBeneficiaries.position,
    })
    .from(partnerEnrolments)
    .innerJoin(orders, eq(orders.id, partnerEnrolments.orderId))
    .innerJoin(orderBeneficiaries, eq(orderBeneficiaries.id, partnerEnrolments.beneficiaryId))
    .where(and(eq(partnerEnrolments.providerId, providerId), inArray(orders.confirmationNumber, references)));
}

/** The enrolments of this provider holding any of these member IDs: who already has each ID. */
export function findHoldersOfMemberIds(db: Db, providerId: string, memberIds: string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: partnerEnrolments.id, memberId: partnerEnrolments.memberId })
    .from(partnerEnrolments)
    .where(and(eq(partnerEnrolments.providerId, providerId), inArray(partnerEnrolments.memberId, memberIds)));
}

/**
 * Confirms an enrolment that is not confirmed yet (a refused one may still be confirmed once the provider has
 * sorted it out); undefined when someone confirmed it first.
 */
export async function markConfirmed(
  db: Db,
  id: string,
  decision: { memberId: string; by: string; at: Date },
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .update(partnerEnrolments)
    .set({
      status: 'confirmed',
      memberId: decision.memberId,
      refusedReason: null,
      decidedBy: decision.by,
      decidedAt: decision.at,
    })
    .where(and(eq(partnerEnrolments.id, id), sql`${partnerEnrolments.status} <> 'confirmed'`))
    .returning();
  return row;
}

/** Refuses a pending enrolment; undefined when it was decided first. */
export async function markRefused(
  db: Db,
  id: string,
  decision: { reason: string; by: string; at: Date },
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .update(partnerEnrolments)
    .set({
      status: 'refused',
      refusedReason: decision.reason,
      decidedBy: decision.by,
      decidedAt: decision.at,
    })
    .where(and(eq(partnerEnrolments.id, id), eq(partnerEnrolments.status, 'pending')))
    .returning();
  return row;
}

/** Pending enrolments made at or before `before`, oldest first, with their provider: the overdue candidates. */
export function listPendingSince(db: Db, before: Date) {
  return detailQuery(db)
    .where(and(eq(partnerEnrolments.status, 'pending'), lte(partnerEnrolments.createdAt, before)))
    .orderBy(asc(partnerEnrolments.createdAt))
    .limit(ENROLMENT_LIST_LIMIT);
}

/** The confirmed member IDs of an order's people, by person: for the cards and the timeline. */
export function findConfirmedOfOrder(db: Db, orderId: string) {
  return db
    .select({
      beneficiaryId: partnerEnrolments.beneficiaryId,
      providerId: partnerEnrolments.providerId,
      memberId: partnerEnrolments.memberId,
      decidedAt: partnerEnrolments.decidedAt,
      firstName: orderBeneficiaries.firstName,
    })
    .from(partnerEnrolments)
    .innerJoin(orderBeneficiaries, eq(orderBeneficiaries.id, partnerEnrolments.beneficiaryId))
    .where(and(eq(partnerEnrolments.orderId, orderId), eq(partnerEnrolments.status, 'confirmed')))
    .orderBy(asc(partnerEnrolments.decidedAt));
}

/** One person's confirmed member ID, for the public check of their card; undefined before confirmation. */
export async function findConfirmedMemberId(db: Db, beneficiaryId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ memberId: partnerEnrolments.memberId })
    .from(partnerEnrolments)
    .where(
      and(eq(partnerEnrolments.beneficiaryId, beneficiaryId), eq(partnerEnrolments.status, 'confirmed')),
    );
  return row?.memberId ?? undefined;
}
