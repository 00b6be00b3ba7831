import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerInvitations, partnerMembers, session, user } from '../../db/schema';

/** The organisation's people, their rows locked until the transaction ends (see leavesNoManager). */
export async function lockMembers(tx: Db, organisationId: string) {
  return tx
    .select({ id: partnerMembers.id, role: partnerMembers.role, userId: partnerMembers.userId })
    .from(partnerMembers)
    .where(eq(partnerMembers.organisationId, organisationId))
    .for('update');
}

export async function deleteMember(tx: Db, id: string): Promise<void> {
  await tx.delete(partnerMembers).where(eq(partnerMembers.id, id));
}

/**
 * A removed person can no longer sign in (better-auth's admin plugin refuses a banned user) and every session
 * they hold ends now. The account stays, so what they did keeps a name.
 */
export async function shutOutUser(tx: Db, userId: string, reason: string): Promise<void> {
  await tx.update(user).set({ banned: true, banReason: reason }).where(eq(user.id, userId));
  await tx.delete(session).where(eq(session.userId, userId));
}

/** Deletes the invitation if it is this organisation's and still unused; undefined otherwise. */
export async function deleteOpenInvitation(tx: Db, organisationId: string, id: string) {
  const [deleted] = await tx
    .delete(partnerInvitations)
    .where(
      and(
        eq(partnerInvitations.id, id),
        eq(partnerInvitations.organisationId, organisationId),
        isNull(partnerInvitations.acceptedAt),
      ),
    )
    .returning({ id: partnerInvitations.id, role: partnerInvitations.role });
  return deleted;
}
