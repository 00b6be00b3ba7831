import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { PartnerKind, PartnerRole } from '../../../domain/partners/partner';
import type { Db } from '../../db/client';
import { partnerInvitations, partnerMembers, partnerOrganisations, user } from '../../db/schema';

export type OrganisationRow = typeof partnerOrganisations.$inferSelect;
export type InvitationRow = typeof partnerInvitations.$inferSelect;

export async function listOrganisations(db: Db) {
  return db
    .select({
      organisation: partnerOrganisations,
      memberCount: count(partnerMembers.id),
    })
    .from(partnerOrganisations)
    .leftJoin(partnerMembers, eq(partnerMembers.organisationId, partnerOrganisations.id))
    .groupBy(partnerOrganisations.id)
    .orderBy(asc(partnerOrganisations.name), asc(partnerOrganisations.id));
}

export async function findOrganisation(db: Db, id: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(partnerOrganisations).where(eq(partnerOrganisations.id, id));
  return row;
}

/** Inserts the organisation unless its catalogue entry has one; undefined when it had. */
export async function insertOrganisation(
  tx: Db,
  row: { kind: PartnerKind; catalogueRef: string; name: string; createdBy: string },
): Promise<OrganisationRow | undefined> {
  const [inserted] = await tx.insert(partnerOrganisations).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The one organisation a user belongs to, with their role in it. */
export async function findMembership(db: Db, userId: string) {
  const [row] = await db
    .select({ organisationId: partnerMembers.organisationId, role: partnerMembers.role })
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, userId));
  return row;
}

export async function listMembers(db: Db, organisationId: string) {
  return db
    .select({
      id: partnerMembers.id,
      role: partnerMembers.role,
      createdAt: partnerMembers.createdAt,
      name: user.name,
      email: user.email,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(partnerMembers)
    .innerJoin(user, eq(user.id, partnerMembers.userId))
    .where(eq(partnerMembers.organisationId, organisationId))
    .orderBy(asc(partnerMembers.createdAt), asc(partnerMembers.id));
}

/** Invitations not yet used nor expired. */
export async function listPendingInvitations(db: Db, organisationId: string, now: Date) {
  return db
    .select()
    .from(partnerInvitations)
    .where(
      and(
        eq(partnerInvitations.organisationId, organisationId),
        isNull(partnerInvitations.acceptedAt),
        gt(partnerInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(partnerInvitations.createdAt), asc(partnerInvitations.id));
}

export async function insertInvitation(
  tx: Db,
  row: {
    organisationId: string;
    email: string;
    role: PartnerRole;
    tokenHash: string;
    invitedBy: string | null;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [inserted] = await tx.insert(partnerInvitations).values(row).returning();
  if (!inserted) throw new Error('partner invitation insert returned no row');
  return inserted;
}

export async function findInvitationByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: partnerInvitations, organisation: partnerOrganisations })
    .from(partnerInvitations)
    .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, partnerInvitations.organisationId))
    .where(eq(partnerInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks the invitation used if it still is usable: the compare-and-set that makes it single-use. */
export async function claimInvitation(tx: Db, id: string, now: Date): Promise<InvitationRow | undefined> {
  const [claimed] = await tx
    .update(partnerInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(partnerInvitations.id, id),
        isNull(partnerInvitations.acceptedAt),
        gt(partnerInvitations.expiresAt, now),
      ),
    )
    .returning();
  return claimed;
}

export async function insertMember(
  tx: Db,
  row: { organisationId: string; userId: string; role: PartnerRole },
): Promise<void> {
  await tx.insert(partnerMembers).values(row);
}

/** Whether the address already belongs to someone in a partner organisation. */
export async function isPartnerEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerMembers.id })
    .from(partnerMembers)
    .innerJoin(user, eq(user.id, partnerMembers.userId))
    .where(eq(user.email, email));
  return row !== undefined;
}
