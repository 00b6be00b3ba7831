import type { Db } from '../../db/client';
import { supportRequests } from '../../db/schema';

export type NewSupportRequest = typeof supportRequests.$inferInsert;

export async function insertSupportRequest(db: Db, values: NewSupportRequest): Promise<{ id: string }> {
  const [row] = await db.insert(supportRequests).values(values).returning({ id: supportRequests.id });
  if (!row) throw new Error('insert returned no support request');
  return row;
}
