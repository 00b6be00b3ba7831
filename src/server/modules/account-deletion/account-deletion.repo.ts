import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deletionRequests } from '../../db/schema';

export type NewDeletionRequest = typeof deletionRequests.$inferInsert;

export async function insertDeletionRequest(db: Db, values: NewDeletionRequest): Promise<{ id: string }> {
  const [row] = await db.insert(deletionRequests).values(values).returning({ id: deletionRequests.id });
  if (!row) throw new Error('insert returned no deletion request');
  return row;
}

/**
 * Confirms the pending request whose link carries this token, if the link still works; the token's hash and
 * expiry are emptied, so a link works once.
 */
export async function confirmByToken(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(deletionRequests)
    .set({ confirmedVia: 'email', confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(deletionRequests.confirmTokenHash, tokenHash),
        gt(deletionRequests.confirmExpiresAt, at),
        eq(deletionRequests.status, 'pending'),
        isNull(deletionRequests.confirmedVia),
      ),
    )
    .returning({ id: deletionRequests.id });
  return row;
}

/** Signed-out requests whose link expired unopened: nobody showed they own the address, so nothing is kept. */
export async function deleteExpiredUnconfirmed(db: Db, now: Date): Promise<void> {
  await db
    .delete(deletionRequests)
    .where(
      and(
        isNull(deletionRequests.confirmedVia),
        eq(deletionRequests.status, 'pending'),
        lt(deletionRequests.confirmExpiresAt, now),
      ),
    );
}

/**
 * The requests that are this user's own: made while signed in as them, or made signed out for their email and
 * confirmed through the link mailed to it (the admins' queue names the same account for both).
 */
function ownedBy(owner: { id: string; email: string }) {
  return or(
    eq(deletionRequests.userId, owner.id),
    and(
      isNull(deletionRequests.userId),
      eq(deletionRequests.email, owner.email),
      isNotNull(deletionRequests.confirmedVia),
    ),
  );
}

/** The owner's newest pending request, or failing that their newest withdrawn one. */
export async function findOwnOpenOrWithdrawnRequest(db: Db, owner: { id: string; email: string }) {
  const [row] = await db
    .select({
      id: deletionRequests.id,
      status: deletionRequests.status,
      createdAt: deletionRequests.createdAt,
      withdrawnAt: deletionRequests.withdrawnAt,
    })
    .from(deletionRequests)
    .where(and(ownedBy(owner), inArray(deletionRequests.status, ['pending', 'withdrawn'])))
    .orderBy(sql`${deletionRequests.status} = 'pending' desc`, desc(deletionRequests.createdAt))
    .limit(1);
  return row;
}

/** One of the owner's requests, locked until the transaction ends (an admin may be processing it). */
export async function lockOwnRequest(tx: Db, owner: { id: string; email: string }, id: string) {
  const [row] = await tx
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.id, id), ownedBy(owner)))
    .for('update');
  return row;
}

/** Every pending request of the owner, locked: withdrawing one withdraws the wish, so all of them. */
export async function lockOwnPendingRequests(tx: Db, owner: { id: string; email: string }) {
  return tx
    .select({ id: deletionRequests.id })
    .from(deletionRequests)
    .where(and(ownedBy(owner), eq(deletionRequests.status, 'pending')))
    .for('update');
}

export async function markWithdrawn(tx: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(deletionRequests)
    .set({ status: 'withdrawn', withdrawnAt: at })
    .where(and(inArray(deletionRequests.id, ids), eq(deletionRequests.status, 'pending')));
}
