import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SupportStatus } from '../../../domain/support/support-admin';
import type { Db } from '../../db/client';
import { cursorTime, type KeysetCursor } from '../../db/keyset-cursor';
import { supportReplies, supportRequests, user } from '../../db/schema';
import { keysetOrder, type ListOrder } from '../../db/keyset-cursor';

export type NewSupportRequest = typeof supportRequests.$inferInsert;
export type NewSupportReply = typeof supportReplies.$inferInsert;

const replyCount = sql<number>`(select count(*)::int from ${supportReplies} where ${supportReplies.requestId} = ${supportRequests.id})`;

/** What a list row and the request page share: the request, its user and how many replies it has. */
const rowColumns = {
  id: supportRequests.id,
  subject: supportRequests.subject,
  status: supportRequests.status,
  createdAt: supportRequests.createdAt,
  updatedAt: supportRequests.updatedAt,
  user: { id: user.id, email: user.email, name: user.name },
  replyCount,
};

export async function listSupportRequests(
  db: Db,
  status: SupportStatus | undefined,
  order: ListOrder,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const keyset = keysetOrder(supportRequests.createdAt, supportRequests.id, order, after);
  const conditions: Array<SQL | undefined> = [keyset.where];
  if (status) conditions.push(eq(supportRequests.status, status));
  return (
    db
      .select({ ...rowColumns, cursorAt: cursorTime(supportRequests.createdAt) })
      .from(supportRequests)
      // Requests cascade away with their user, so every request has one.
      .innerJoin(user, eq(user.id, supportRequests.userId))
      .where(and(...conditions))
      .orderBy(...keyset.orderBy)
      .limit(limit)
  );
}

export type SupportRequestRow = Awaited<ReturnType<typeof listSupportRequests>>[number];

export async function findSupportRequest(db: Db, id: string) {
  const [row] = await db
    .select({ ...rowColumns, message: supportRequests.message })
    .from(supportRequests)
    .innerJoin(user, eq(user.id, supportRequests.userId))
    .where(eq(supportRequests.id, id));
  return row;
}

/** The request's current status, its row locked until the transaction ends, so changes to it queue up. */
export async function lockSupportRequest(tx: Db, id: string) {
  const [row] = await tx
    .select({
      status: supportRequests.status,
      userId: supportRequests.userId,
      subject: supportRequests.subject,
    })
    .from(supportRequests)
    .where(eq(supportRequests.id, id))
    .for('update');
  return row;
}

export async function setSupportStatus(tx: Db, id: string, status: SupportStatus): Promise<void> {
  await tx.update(supportRequests).set({ status }).where(eq(supportRequests.id, id));
}

export async function insertSupportReply(tx: Db, values: NewSupportReply): Promise<void> {
  await tx.insert(supportReplies).values(values);
}

/** The thread oldest first, each reply with its author's email while that account exists. */
export async function listSupportReplies(db: Db, requestId: string) {
  return db
    .select({
      id: supportReplies.id,
      body: supportReplies.body,
      createdAt: supportReplies.createdAt,
      authorId: supportReplies.authorId,
      authorEmail: user.email,
    })
    .from(supportReplies)
    .leftJoin(user, eq(user.id, supportReplies.authorId))
    .where(eq(supportReplies.requestId, requestId))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
}

export async function insertSupportRequest(db: Db, values: NewSupportRequest): Promise<{ id: string }> {
  const [row] = await db.insert(supportRequests).values(values).returning({ id: supportRequests.id });
  if (!row) throw new Error('insert returned no support request');
  return row;
}
