import { and, asc, count, eq } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../../domain/applications/application-view';
import type { Db } from '../../../db/client';
import { properties, propertyApplications, propertyTitleDocuments } from '../../../db/schema';

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

/** The statuses of every application this user has made for this listing (docs/decisions/059 decides from them). */
export async function applicationStatusesFor(
  db: Db,
  userId: string,
  propertyId: string,
): Promise<ApplicationStatus[]> {
  const rows = await db
    .select({ status: propertyApplications.status })
    .from(propertyApplications)
    .where(and(eq(propertyApplications.userId, userId), eq(propertyApplications.propertyId, propertyId)));
  return rows.map((row) => row.status);
}
