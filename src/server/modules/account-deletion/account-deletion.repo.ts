import { and, eq, gt, isNull, lt } from 'drizzle-orm';
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
