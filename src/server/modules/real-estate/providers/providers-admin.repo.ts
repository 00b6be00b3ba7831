import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { properties, realtyProviders } from '../../../db/schema';
import type { NewProvider, ProviderRow } from './providers.repo';

/** Providers, active or not, by name, each with how many listings name it; one provider when `id` is given. */
export async function listProvidersWithCounts(db: Db, id?: string) {
  return db
    .select({ provider: realtyProviders, listingCount: sql<number>`count(${properties.id})::int` })
    .from(realtyProviders)
    .leftJoin(properties, eq(properties.providerId, realtyProviders.id))
    .where(id ? eq(realtyProviders.id, id) : undefined)
    .groupBy(realtyProviders.id)
    .orderBy(realtyProviders.name, realtyProviders.id);
}

/** The provider, locked until the transaction ends, so two edits of it apply one after the other. */
export async function findProviderForUpdate(db: Db, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(realtyProviders).where(eq(realtyProviders.id, id)).for('update');
  return row;
}

export async function insertProvider(db: Db, values: NewProvider): Promise<ProviderRow> {
  const [row] = await db.insert(realtyProviders).values(values).returning();
  if (!row) throw new Error('provider not inserted');
  return row;
}

export async function updateProvider(db: Db, id: string, values: Partial<NewProvider>): Promise<void> {
  await db.update(realtyProviders).set(values).where(eq(realtyProviders.id, id));
}
