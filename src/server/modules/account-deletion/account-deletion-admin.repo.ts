import { and, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DeletionStatus } from '../../../domain/accounts/deletion-admin';
import type { Db } from '../../db/client';
import { cursorTime, type KeysetCursor } from '../../db/keyset-cursor';
import { deletionRequests, user } from '../../db/schema';
import { keysetOrder, type ListOrder } from '../../db/keyset-cursor';

/** The account a request names: the requester's own while they were signed in, else the one with its email. */
const matchingAccount = or(
  eq(user.id, deletionRequests.userId),
  and(isNull(deletionRequests.userId), eq(user.email, deletionRequests.email)),
);

const requestColumns = {
  id: deletionRequests.id,
  email: deletionRequests.email,
  reason: deletionRequests.reason,
  status: deletionRequests.status,
  confirmedVia: deletionRequests.confirmedVia,
  createdAt: deletionRequests.createdAt,
  processedAt: deletionRequests.processedAt,
  accountId: user.id,
  accountEmail: user.email,
};

export async function listDeletionRequests(
  db: Db,
  status: DeletionStatus,
  order: ListOrder,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const keyset = keysetOrder(deletionRequests.createdAt, deletionRequests.id, order, after);
  const conditions: Array<SQL | undefined> = [eq(deletionRequests.status, status), keyset.where];
  // The queue holds only requests their owner confirmed; one awaiting its mailed link is nobody's work yet.
  if (status === 'pending') conditions.push(isNotNull(deletionRequests.confirmedVia));
  return db
    .select({ ...requestColumns, cursorAt: cursorTime(deletionRequests.createdAt) })
    .from(deletionRequests)
    .leftJoin(user, matchingAccount)
    .where(and(...conditions))
    .orderBy(...keyset.orderBy)
    .limit(limit);
}

export type DeletionRequestRow = Omit<Awaited<ReturnType<typeof listDeletionRequests>>[number], 'cursorAt'>;

export async function findDeletionRequest(db: Db, id: string): Promise<DeletionRequestRow | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(deletionRequests)
    .leftJoin(user, matchingAccount)
    .where(eq(deletionRequests.id, id));
  return row;
}

/** The request, its row locked until the transaction ends, so two admins cannot process it at once. */
export async function lockDeletionRequest(tx: Db, id: string) {
  const [row] = await tx.select().from(deletionRequests).where(eq(deletionRequests.id, id)).for('update');
  return row;
}

export async function findAccount(tx: Db, by: { userId: string | null; email: string | null }) {
  const where = by.userId ? eq(user.id, by.userId) : by.email ? eq(user.email, by.email) : undefined;
  if (!where) return undefined;
  const [row] = await tx.select({ id: user.id, email: user.email, role: user.role }).from(user).where(where);
  return row;
}

/** Pending requests for the same account or any of these emails, locked; the one being processed among them. */
export async function lockRelatedPendingRequests(tx: Db, accountId: string | null, emails: string[]) {
  const related = [
    ...(accountId ? [eq(deletionRequests.userId, accountId)] : []),
    ...(emails.length > 0 ? [inArray(deletionRequests.email, emails)] : []),
  ];
  if (related.length === 0) return [];
  return tx
    .select({ id: deletionRequests.id, email: deletionRequests.email })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.status, 'pending'), or(...related)))
    .for('update');
}

/** Marks requests done and clears the person's details from them; the record of the request stays. */
export async function markProcessed(tx: Db, ids: string[], adminId: string, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(deletionRequests)
    .set({
      status: 'processed',
      processedAt: at,
      processedBy: adminId,
      email: null,
      reason: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(inArray(deletionRequests.id, ids));
}
