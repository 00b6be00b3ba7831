import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { properties, savedListings } from '../../../db/schema';
import { summaryColumns } from '../listings/listings.repo';

/** Saves a listing for a user; saving it again changes nothing (the first save's time stays). */
export async function insertSavedListing(db: Db, userId: string, propertyId: string): Promise<void> {
  await db.insert(savedListings).values({ userId, propertyId }).onConflictDoNothing();
}

export async function deleteSavedListing(db: Db, userId: string, propertyId: string): Promise<void> {
  await db
    .delete(savedListings)
    .where(and(eq(savedListings.userId, userId), eq(savedListings.propertyId, propertyId)));
}

export async function countSavedListings(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedListings).where(eq(savedListings.userId, userId));
  return row?.n ?? 0;
}

/** A user's saved listings that are still published, most recently saved first. */
export function listSavedListings(db: Db, userId: string, limit: number) {
  return db
    .select(summaryColumns)
    .from(savedListings)
    .innerJoin(properties, eq(properties.id, savedListings.propertyId))
    .where(and(eq(savedListings.userId, userId), sql`${properties.published}`))
    .orderBy(desc(savedListings.createdAt), desc(savedListings.propertyId))
    .limit(limit);
}

/** The ids of a user's saved listings, for the hearts on the list's cards. */
export async function listSavedListingIds(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ propertyId: savedListings.propertyId })
    .from(savedListings)
    .where(eq(savedListings.userId, userId))
    .orderBy(desc(savedListings.createdAt))
    .limit(limit);
  return rows.map((row) => row.propertyId);
}

/** An account's deletion: its saved listings go with it (DECISIONS 8). */
export async function deleteSavedListingsOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(savedListings).where(eq(savedListings.userId, userId));
}
