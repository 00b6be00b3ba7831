import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyApplications, propertyTitleDocuments } from '../../db/schema';

export type TitleDocumentRow = typeof propertyTitleDocuments.$inferSelect;
export type NewTitleDocument = typeof propertyTitleDocuments.$inferInsert;

export interface TitlePackColumns {
  titleType: (typeof properties.$inferSelect)['titleType'];
  titleStatus: (typeof properties.$inferSelect)['titleStatus'];
  titleVerifiedOn: string | null;
  agentRegistration: string | null;
}

export async function updateTitlePack(tx: Db, propertyId: string, values: TitlePackColumns): Promise<void> {
  await tx.update(properties).set(values).where(eq(properties.id, propertyId));
}

/** A listing's documents, oldest first (the order they were added in). */
export function listTitleDocuments(db: Db, propertyId: string): Promise<TitleDocumentRow[]> {
  return db
    .select()
    .from(propertyTitleDocuments)
    .where(eq(propertyTitleDocuments.propertyId, propertyId))
    .orderBy(asc(propertyTitleDocuments.createdAt), asc(propertyTitleDocuments.id));
}

export async function countTitleDocuments(db: Db, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyTitleDocuments)
    .where(eq(propertyTitleDocuments.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function findTitleDocument(
  db: Db,
  propertyId: string,
  documentId: string,
): Promise<TitleDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyTitleDocuments)
    .where(and(eq(propertyTitleDocuments.id, documentId), eq(propertyTitleDocuments.propertyId, propertyId)));
  return row;
}

export async function insertTitleDocument(tx: Db, values: NewTitleDocument): Promise<TitleDocumentRow> {
  const [row] = await tx.insert(propertyTitleDocuments).values(values).returning();
  if (!row) throw new Error('title document not inserted');
  return row;
}

export async function deleteTitleDocument(tx: Db, id: string): Promise<TitleDocumentRow | undefined> {
  const [row] = await tx.delete(propertyTitleDocuments).where(eq(propertyTitleDocuments.id, id)).returning();
  return row;
}

/** Whether this user has applied for this listing, whatever became of the application. */
export async function hasAppliedFor(db: Db, userId: string, propertyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: propertyApplications.id })
    .from(propertyApplications)
    .where(and(eq(propertyApplications.userId, userId), eq(propertyApplications.propertyId, propertyId)))
    .limit(1);
  return rows.length > 0;
}
