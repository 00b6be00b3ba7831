import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PropertyFilter } from '../../../../domain/property/property';
import type { Db } from '../../../db/client';
import { cursorTime, olderThan, type KeysetCursor } from '../../../db/keyset-cursor';
import { containsPattern } from '../../../db/like-pattern';
import { preparedOnce } from '../../../db/prepared';
import { properties, propertyTitleDocuments, realtyProviders } from '../../../db/schema';

export type PropertyRow = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;

/**
 * What a listing card shows, and all a page of the list reads: not the description or the photo list, which only
 * the listing's own page shows. Those were most of each row's bytes, parsed (the photos as JSON) and mapped on
 * every list request only to be dropped (docs/decisions/020).
 */
export const summaryColumns = {
  id: properties.id,
  title: properties.title,
  location: properties.location,
  mainImage: properties.mainImage,
  priceUsd: properties.priceUsd,
  priceNgn: properties.priceNgn,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  squareFeet: properties.squareFeet,
  propertyType: properties.propertyType,
  verified: properties.verified,
  titleStatus: properties.titleStatus,
  createdAt: properties.createdAt,
};
export type PropertySummaryRow = Pick<PropertyRow, keyof typeof summaryColumns>;

/** Written as plain SQL, not a parameter, so the planner matches the indexes' `WHERE published`. */
const isPublished = sql`${properties.published}`;

export type ListFilter = Pick<PropertyFilter, 'type' | 'bedrooms'> &
  Partial<
    Pick<PropertyFilter, 'search' | 'minPrice' | 'maxPrice' | 'provider' | 'state' | 'town' | 'titleVerified'>
  >;

/** Written out as properties_title_verified_created_at_idx's condition is, so the planner can use that index. */
const isTitleVerified = sql`${properties.titleStatus} = 'verified'`;

function filterConditions(filter: ListFilter): SQL[] {
  const conditions: SQL[] = [isPublished];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const either = or(
      sql`${properties.title} ilike ${pattern}`,
      sql`${properties.location} ilike ${pattern}`,
    );
    if (either) conditions.push(either);
  }
  if (filter.type !== 'all') conditions.push(eq(properties.propertyType, filter.type));
  if (filter.bedrooms > 0) conditions.push(gte(properties.bedrooms, filter.bedrooms));
  // Bounds are whole dollars; prices are cents.
  if (filter.minPrice) conditions.push(gte(properties.priceUsd, filter.minPrice * 100));
  if (filter.maxPrice) conditions.push(lte(properties.priceUsd, filter.maxPrice * 100));
  if (filter.provider) conditions.push(eq(properties.providerId, filter.provider));
  // Equality on the state (and town) leads the location indexes, read backwards in the list's order.
  if (filter.state) conditions.push(eq(properties.state, filter.state));
  if (filter.state && filter.town) conditions.push(eq(properties.town, filter.town));
  if (filter.titleVerified) conditions.push(isTitleVerified);
  return conditions;
}

/**
 * One page of published listings, newest first; ties on created_at are ordered by id, and the page after
 * `after` starts strictly below it in that order, so walking every page never repeats or skips a listing.
 * Returned unawaited so the benchmark can EXPLAIN the very query the API runs.
 */
export function publishedPropertiesQuery(
  db: Db,
  filter: ListFilter,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const conditions = filterConditions(filter);
  if (after) {
    conditions.push(olderThan(properties.createdAt, properties.id, after));
  }
  return db
    .select({ property: summaryColumns, cursorAt: cursorTime(properties.createdAt) })
    .from(properties)
    .where(and(...conditions))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

const UNFILTERED: ListFilter = { type: 'all', bedrooms: 0 };
/** Where a cursor's values go in the prepared statement. */
const AFTER_PLACEHOLDERS = {
  createdAt: sql.placeholder('afterAt'),
  id: sql.placeholder('afterId'),
} as unknown as KeysetCursor;

const isUnfiltered = (filter: ListFilter) =>
  filter.type === 'all' &&
  filter.bedrooms === 0 &&
  !filter.search &&
  !filter.minPrice &&
  !filter.maxPrice &&
  !filter.provider &&
  !filter.state &&
  !filter.titleVerified;

/**
 * The unfiltered pages (the one everyone lands on, the pages after it, the featured card) are prepared statements,
 * one per page size, with and without a cursor; filtered searches are built each time, so the planner sees their
 * values (docs/decisions/008).
 */
export async function listPublishedProperties(
  db: Db,
  filter: ListFilter,
  after: KeysetCursor | undefined,
  limit: number,
) {
  if (!isUnfiltered(filter)) return publishedPropertiesQuery(db, filter, after, limit);
  const name = `properties_unfiltered_${after ? 'after' : 'first'}_${limit}`;
  const statement = preparedOnce(db, name, () =>
    publishedPropertiesQuery(db, UNFILTERED, after && AFTER_PLACEHOLDERS, limit).prepare(name),
  );
  return statement.execute(after && { afterAt: after.createdAt, afterId: after.id });
}

export async function findPropertyWithProvider(db: Db, id: string) {
  const [row] = await preparedOnce(db, 'property_with_provider', (name) =>
    db
      .select({
        property: properties,
        provider: realtyProviders,
        documentCount:
          sql<number>`(select count(*) from ${propertyTitleDocuments} where ${propertyTitleDocuments.propertyId} = ${properties.id})`.mapWith(
            Number,
          ),
      })
      .from(properties)
      .innerJoin(realtyProviders, eq(realtyProviders.id, properties.providerId))
      .where(eq(properties.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id });
  return row;
}

/** Several listings at once (the sample data). */
export async function insertProperties(db: Db, rows: NewProperty[]): Promise<void> {
  await db.insert(properties).values(rows);
}
