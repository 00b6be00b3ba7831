import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPropertyQuery } from '../../../../domain/property/property-admin';
import type { Db } from '../../../db/client';
import { cursorTime, olderThan, type KeysetCursor } from '../../../db/keyset-cursor';
import { containsPattern } from '../../../db/like-pattern';
import { properties, realtyProviders } from '../../../db/schema';
import type { NewProperty, PropertyRow } from './listings.repo';

const STATE_CONDITIONS = {
  published: eq(properties.published, true),
  draft: eq(properties.published, false),
  verified: eq(properties.verified, true),
  unverified: eq(properties.verified, false),
} as const;

/**
 * One page of every listing, published or not, newest first, each with its provider's name. Ordered like the
 * public list by (created_at, id), which `properties_created_at_idx` serves.
 */
export async function listAdminProperties(
  db: Db,
  filter: Pick<AdminPropertyQuery, 'q' | 'state'>,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const either = or(
      sql`${properties.title} ilike ${pattern}`,
      sql`${properties.location} ilike ${pattern}`,
    );
    if (either) conditions.push(either);
  }
  if (filter.state) conditions.push(STATE_CONDITIONS[filter.state]);
  if (after) conditions.push(olderThan(properties.createdAt, properties.id, after));
  return db
    .select({
      property: {
        id: properties.id,
        title: properties.title,
        location: properties.location,
        state: properties.state,
        town: properties.town,
        priceUsd: properties.priceUsd,
        priceNgn: properties.priceNgn,
        published: properties.published,
        verified: properties.verified,
        mainImage: properties.mainImage,
        createdAt: properties.createdAt,
      },
      providerName: realtyProviders.name,
      cursorAt: cursorTime(properties.createdAt),
    })
    .from(properties)
    .innerJoin(realtyProviders, eq(realtyProviders.id, properties.providerId))
    .where(and(...conditions))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

export type AdminPropertyListRow = Awaited<ReturnType<typeof listAdminProperties>>[number];

/** A listing with its provider's name. */
export async function findAdminProperty(db: Db, id: string) {
  const [row] = await db
    .select({ property: properties, providerName: realtyProviders.name })
    .from(properties)
    .innerJoin(realtyProviders, eq(realtyProviders.id, properties.providerId))
    .where(eq(properties.id, id));
  return row;
}

/** The listing, locked until the transaction ends, so two edits of it apply one after the other. */
export async function findPropertyForUpdate(db: Db, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for('update');
  return row;
}

export async function insertProperty(db: Db, values: NewProperty): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  if (!row) throw new Error('property not inserted');
  return row;
}

export async function updateProperty(db: Db, id: string, values: Partial<NewProperty>): Promise<void> {
  await db.update(properties).set(values).where(eq(properties.id, id));
}
