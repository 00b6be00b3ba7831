import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { COVER_OUTLIVES_SPONSOR } from '../../../../domain/orders/relative-page-lifetime';
import type { ConsentDecision } from '../../../../domain/orders/beneficiary-invitation';
import type { Language } from '../../../../domain/languages';
import type { Db } from '../../../db/client';
import {
  beneficiaryInvitations,
  hospitalPlans,
  hospitals,
  orderBeneficiaries,
  orders,
  profiles,
} from '../../../db/schema';
import {
  insertJsonRowsWhen,
  jsonRows,
  type CompanionInsert,
  type InsertKey,
} from '../../../db/statement-parts';

export type InvitationRow = typeof beneficiaryInvitations.$inferSelect;
export type NewInvitation = typeof beneficiaryInvitations.$inferInsert;

const KEYS = [
  'beneficiaryId',
  'orderId',
  'generation',
  'tokenHash',
  'sentAt',
  'expiresAt',
] as const satisfies readonly InsertKey<typeof beneficiaryInvitations>[];

/** The invitations as a part of the order's own statement: written exactly when the order is. */
export function invitationsPart(rows: NewInvitation[]): CompanionInsert {
  return {
    insertWhen: (placeholder, when) => insertJsonRowsWhen(beneficiaryInvitations, KEYS, placeholder, when),
    rows: jsonRows(beneficiaryInvitations, KEYS, rows),
  };
}

/** The person's own link or the share link of the same generation (docs/decisions/049). */
const matchesLink = (hash: string) =>
  or(eq(beneficiaryInvitations.tokenHash, hash), eq(beneficiaryInvitations.shareTokenHash, hash));

/** What a link's page shows: the person, their order, and the sponsor's first name from the buyer's profile. */
export async function findByTokenHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      invitation: beneficiaryInvitations,
      person: {
        firstName: orderBeneficiaries.firstName,
        lastName: orderBeneficiaries.lastName,
        email: orderBeneficiaries.email,
        phoneNumber: orderBeneficiaries.phoneNumber,
        countryCode: orderBeneficiaries.countryCode,
        address: orderBeneficiaries.address,
        language: orderBeneficiaries.language,
      },
      order: {
        id: orders.id,
        userId: orders.userId,
        planId: orders.planId,
        planName: orders.planName,
        status: orders.status,
        confirmationNumber: orders.confirmationNumber,
        coverageStartDate: orders.coverageStartDate,
        coverageEndDate: orders.coverageEndDate,
      },
      sponsorFirstName: profiles.firstName,
    })
    .from(beneficiaryInvitations)
    .innerJoin(orderBeneficiaries, eq(orderBeneficiaries.id, beneficiaryInvitations.beneficiaryId))
    .innerJoin(orders, eq(orders.id, beneficiaryInvitations.orderId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(matchesLink(hash));
  return row;
}
export type InvitationContext = NonNullable<Awaited<ReturnType<typeof findByTokenHash>>>;

/** Every person on an order with their invitation (none for a person on an order placed before 041). */
export function listOrderInvitations(db: Db, orderId: string) {
  return db
    .select({
      beneficiaryId: orderBeneficiaries.id,
      firstName: orderBeneficiaries.firstName,
      lastName: orderBeneficiaries.lastName,
      email: orderBeneficiaries.email,
      phoneNumber: orderBeneficiaries.phoneNumber,
      countryCode: orderBeneficiaries.countryCode,
      language: orderBeneficiaries.language,
      invitation: beneficiaryInvitations,
    })
    .from(orderBeneficiaries)
    .leftJoin(beneficiaryInvitations, eq(beneficiaryInvitations.beneficiaryId, orderBeneficiaries.id))
    .where(eq(orderBeneficiaries.orderId, orderId))
    .orderBy(asc(orderBeneficiaries.position));
}

/** The people of several orders with their invitations, for My Orders: one query for the whole list. */
export function listInvitationsOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderBeneficiaries.orderId,
      beneficiaryId: orderBeneficiaries.id,
      firstName: orderBeneficiaries.firstName,
      lastName: orderBeneficiaries.lastName,
      invitation: beneficiaryInvitations,
      order: { status: orders.status, coverageEndDate: orders.coverageEndDate },
    })
    .from(orderBeneficiaries)
    .innerJoin(orders, eq(orders.id, orderBeneficiaries.orderId))
    .leftJoin(beneficiaryInvitations, eq(beneficiaryInvitations.beneficiaryId, orderBeneficiaries.id))
    .where(inArray(orderBeneficiaries.orderId, orderIds))
    .orderBy(asc(orderBeneficiaries.position));
}

/**
 * A new link for one person: the next generation's hash, sent now. Writes the row when the person had none (an
 * order placed before 041). Returns the generation written.
 */
export async function renewLink(
  db: Db,
  row: { beneficiaryId: string; orderId: string },
  makeHashes: (generation: number) => { tokenHash: string; shareTokenHash: string },
  sentAt: Date,
  expiresAt: Date,
): Promise<number> {
  const [current] = await db
    .select({ generation: beneficiaryInvitations.generation })
    .from(beneficiaryInvitations)
    .where(eq(beneficiaryInvitations.beneficiaryId, row.beneficiaryId))
    .for('update');
  const generation = (current?.generation ?? 0) + 1;
  // A new link forgets the old one's code; the devices proven on it are tied to its generation and fall too.
  const values = {
    ...makeHashes(generation),
    generation,
    sentAt,
    expiresAt,
    codeHash: null,
    codeExpiresAt: null,
    codeAttempts: 0,
  };
  await db
    .insert(beneficiaryInvitations)
    .values({ ...row, ...values })
    .onConflictDoUpdate({ target: beneficiaryInvitations.beneficiaryId, set: values });
  return generation;
}

/**
 * Sets what the person answered; only while her link is current, so a link replaced meanwhile writes nothing. The
 * caller has checked the link's lifetime (domain/orders/relative-page-lifetime.ts) just before.
 */
export async function updateAnswer(
  db: Db,
  hash: string,
  set: Partial<
    Pick<
      NewInvitation,
      | 'detailsConfirmedAt'
      | 'hospitalId'
      | 'hospitalName'
      | 'hospitalChosenAt'
      | 'consentProofChannel'
      | 'consentProofDestination'
      | 'consentProvenAt'
    >
  > & {
    consentDecision?: ConsentDecision;
    consentVersion?: string;
    consentDecidedAt?: Date;
  },
): Promise<InvitationRow | undefined> {
  const [row] = await db.update(beneficiaryInvitations).set(set).where(matchesLink(hash)).returning();
  return row;
}

/** Marks the person invited, once: false when another transaction did first. */
export async function markInvited(db: Db, beneficiaryId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(beneficiaryInvitations)
    .set({ invitedAt: at })
    .where(
      and(eq(beneficiaryInvitations.beneficiaryId, beneficiaryId), isNull(beneficiaryInvitations.invitedAt)),
    )
    .returning({ id: beneficiaryInvitations.beneficiaryId });
  return rows.length > 0;
}

/** A new code for the person: its hash, expiry and destination; the wrong tries start again. */
export async function saveCode(
  db: Db,
  beneficiaryId: string,
  code: Pick<NewInvitation, 'codeHash' | 'codeExpiresAt' | 'codeChannel' | 'codeDestination'>,
): Promise<void> {
  await db
    .update(beneficiaryInvitations)
    .set({ ...code, codeAttempts: 0 })
    .where(eq(beneficiaryInvitations.beneficiaryId, beneficiaryId));
}

/**
 * Takes one try at the person's code: counted before the comparison, in the database, so parallel guesses each
 * see their own count and cannot share one allowance. Returns the code with the tries counted so far, this one
 * included.
 */
export async function takeCodeTry(db: Db, beneficiaryId: string) {
  const [row] = await db
    .update(beneficiaryInvitations)
    .set({ codeAttempts: sql`${beneficiaryInvitations.codeAttempts} + 1` })
    .where(eq(beneficiaryInvitations.beneficiaryId, beneficiaryId))
    .returning({
      codeAttempts: beneficiaryInvitations.codeAttempts,
      codeHash: beneficiaryInvitations.codeHash,
      codeExpiresAt: beneficiaryInvitations.codeExpiresAt,
      codeChannel: beneficiaryInvitations.codeChannel,
    });
  return row;
}

/** A code works once: entered, it is spent. */
export async function spendCode(db: Db, beneficiaryId: string): Promise<void> {
  await db
    .update(beneficiaryInvitations)
    .set({ codeHash: null })
    .where(eq(beneficiaryInvitations.beneficiaryId, beneficiaryId));
}

/**
 * People invited before `invitedBefore` who have not answered and have had fewer than `count` reminders: those a
 * reminder number `count` is due for (domain/orders/invitation-reminders.ts).
 */
export function findInvitationsToRemind(db: Db, count: number, invitedBefore: Date, limit: number) {
  return db
    .select({ beneficiaryId: beneficiaryInvitations.beneficiaryId, orderId: beneficiaryInvitations.orderId })
    .from(beneficiaryInvitations)
    .innerJoin(orders, eq(orders.id, beneficiaryInvitations.orderId))
    .where(
      and(
        lte(beneficiaryInvitations.invitedAt, invitedBefore),
        sql`${beneficiaryInvitations.reminderCount} < ${count}`,
        isNull(beneficiaryInvitations.consentDecidedAt),
        isNull(orders.personalDataRemovedAt),
        eq(orders.status, 'paid'),
      ),
    )
    .limit(limit);
}

/** Writes reminder number `count` once: false when it was written already (another instance, or a second run). */
export async function recordInvitationReminder(
  tx: Db,
  beneficiaryId: string,
  count: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(beneficiaryInvitations)
    .set({ reminderCount: count, remindedAt: at })
    .where(
      and(
        eq(beneficiaryInvitations.beneficiaryId, beneficiaryId),
        sql`${beneficiaryInvitations.reminderCount} < ${count}`,
      ),
    )
    .returning({ id: beneficiaryInvitations.beneficiaryId });
  return rows.length > 0;
}

/** The consent of every person on an order, with their names, for the activation rule. */
export function consentOfOrder(db: Db, orderId: string) {
  return db
    .select({
      firstName: orderBeneficiaries.firstName,
      lastName: orderBeneficiaries.lastName,
      consentDecision: beneficiaryInvitations.consentDecision,
    })
    .from(orderBeneficiaries)
    .leftJoin(beneficiaryInvitations, eq(beneficiaryInvitations.beneficiaryId, orderBeneficiaries.id))
    .where(eq(orderBeneficiaries.orderId, orderId))
    .orderBy(asc(orderBeneficiaries.position));
}

/** The hospitals of a plan's network, for the person's choice (the finder's copy, docs/decisions/040). */
export function planHospitals(db: Db, planId: string) {
  return db
    .select({
      id: hospitals.id,
      name: hospitals.name,
      location: hospitals.location,
      state: hospitals.state,
      town: hospitals.town,
      tier: hospitalPlans.tier,
      sample: hospitals.sample,
    })
    .from(hospitalPlans)
    .innerJoin(hospitals, eq(hospitals.id, hospitalPlans.hospitalId))
    .where(eq(hospitalPlans.planId, planId));
}

/**
 * An account's deletion (docs/decisions/041): the links stop working, the hospital choices go; the consent's
 * decision, version and time stay as the record of why data was or was not shared, tied to nobody once the
 * person's name and contact are emptied with the order. Not on a cover that runs on (paid or active): there each
 * person keeps her own page, her link and her hospital (docs/decisions/050).
 */
export async function scrubInvitations(tx: Db, userId: string): Promise<void> {
  const own = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...COVER_OUTLIVES_SPONSOR])));
  await tx
    .update(beneficiaryInvitations)
    .set({
      tokenHash: null,
      shareTokenHash: null,
      codeHash: null,
      codeDestination: null,
      hospitalId: null,
      hospitalName: null,
      hospitalChosenAt: null,
    })
    .where(inArray(beneficiaryInvitations.orderId, own));
}

/** A person's answer to their invitation, or null while there is none (docs/decisions/052's removal reads it). */
export async function consentDecisionOf(db: Db, beneficiaryId: string): Promise<ConsentDecision | null> {
  const [row] = await db
    .select({ decision: beneficiaryInvitations.consentDecision })
    .from(beneficiaryInvitations)
    .where(eq(beneficiaryInvitations.beneficiaryId, beneficiaryId));
  return row?.decision ?? null;
}

/** Her language, as she chose it at the top of her page (docs/decisions/069). */
export async function saveLanguage(db: Db, beneficiaryId: string, language: Language): Promise<void> {
  await db.update(orderBeneficiaries).set({ language }).where(eq(orderBeneficiaries.id, beneficiaryId));
}
