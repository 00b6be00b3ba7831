import type { Db } from '../../db/client';
import { deletionRequests } from '../../db/schema';

export type NewDeletionRequest = typeof deletionRequests.$inferInsert;

export async function insertDeletionRequest(db: Db, values: NewDeletionRequest): Promise<{ id: string }> {
  const [row] = await db.insert(deletionRequests).values(values).returning({ id: deletionRequests.id });
  if (!row) throw new Error('insert returned no deletion request');
  return row;
}
