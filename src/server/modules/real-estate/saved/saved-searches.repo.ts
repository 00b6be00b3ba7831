import { and, count, desc, eq, gt, gte, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { properties, savedSearches } from '../../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;

/** Inserts the search unless the account has saved the same query; then nothing is written or returned. */
export async function insertSavedSearchUnlessSaved(
  db: Db,
  values: NewSavedSearch,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db.insert(savedSearches).values(values).onConflictDoNothing().returning();
  return row;
}

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export function listSavedSearches(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Deletes one of the user's searches; false when it is not theirs or not there. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length === 1;
}

/** The unsubscribe link's deletion: by id alone, as its token has been checked. Returns the search's name. */
export async function deleteSavedSearchById(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(savedSearches)
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row?.name;
}

export async function findSavedSearch(db: Db, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

/** An account's deletion: its saved searches go (their unsubscribe links then match nothing). */
export async function deleteSavedSearchesOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
}

/** How many searches one alert step reads; the job repeats the step until none is left. */
export const ALERT_BATCH = 200;
/** How many of a search's new listings its alert names; the link shows them all. */
export const ALERT_LISTINGS = 5;

export interface DueAlert {
  id: string;
  userId: string;
  name: string;
  query: string;
  matched: number;
  /** The newest matching listings' titles, newest first, at most ALERT_LISTINGS. */
  titles: string[];
}

/**
 * A listing matches a saved search as the list's filters match it (listings/listings.repo.ts filterConditions),
 * read from the search's columns, so one query matches every search of a batch.
 */
const matchesSearch = and(
  or(
    isNull(savedSearches.searchPattern),
    sql`${properties.title} ilike ${savedSearches.searchPattern}`,
    sql`${properties.location} ilike ${savedSearches.searchPattern}`,
  ),
  or(isNull(savedSearches.propertyType), eq(properties.propertyType, savedSearches.propertyType)),
  gte(properties.bedrooms, savedSearches.bedrooms),
  or(isNull(savedSearches.minPriceUsd), gte(properties.priceUsd, savedSearches.minPriceUsd)),
  or(isNull(savedSearches.maxPriceUsd), lte(properties.priceUsd, savedSearches.maxPriceUsd)),
  or(isNull(savedSearches.providerId), eq(properties.providerId, savedSearches.providerId)),
  or(isNull(savedSearches.state), eq(properties.state, savedSearches.state)),
  or(isNull(savedSearches.town), eq(properties.town, savedSearches.town)),
  // The list's 'title verified' filter (decision 042).
  or(not(savedSearches.titleVerified), sql`${properties.titleStatus} = 'verified'`),
);

/**
 * Searches not yet alerted on `today` (UTC) that have listings first published after their last alert and up to
 * `until`, with how many and the newest titles: one query for the batch, the listings read by
 * properties_published_at_idx for each search (docs/decisions/043). A search with nothing new is not returned,
 * so it is looked at again on the next run.
 */
export function findDueAlerts(db: Db, today: string, until: Date): Promise<DueAlert[]> {
  const matches = db
    .select({
      matched: sql<number>`count(*)::int`.as('matched'),
      titles: sql<
        string[]
      >`(array_agg(${properties.title} order by ${properties.publishedAt} desc, ${properties.id} desc))[1:${sql.raw(String(ALERT_LISTINGS))}]`.as(
        'titles',
      ),
    })
    .from(properties)
    .where(
      and(
        sql`${properties.published}`,
        gt(properties.publishedAt, savedSearches.alertedUntil),
        lte(properties.publishedAt, until),
        matchesSearch,
      ),
    )
    .as('matches');
  return db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      matched: matches.matched,
      titles: matches.titles,
    })
    .from(savedSearches)
    .crossJoinLateral(matches)
    .where(
      and(
        or(isNull(savedSearches.lastAlertedOn), lt(savedSearches.lastAlertedOn, today)),
        gt(matches.matched, 0),
      ),
    )
    .orderBy(savedSearches.id)
    .limit(ALERT_BATCH);
}

/**
 * Records the alert of `today` for the search unless one was already recorded (another run, another instance):
 * true when this call did. Listings published up to `until` are then no longer new to it.
 */
export async function recordAlert(tx: Db, id: string, today: string, until: Date): Promise<boolean> {
  const rows = await tx
    .update(savedSearches)
    .set({ lastAlertedOn: today, alertedUntil: until })
    .where(
      and(
        eq(savedSearches.id, id),
        or(isNull(savedSearches.lastAlertedOn), lt(savedSearches.lastAlertedOn, today)),
      ),
    )
    .returning({ id: savedSearches.id });
  return rows.length === 1;
}
