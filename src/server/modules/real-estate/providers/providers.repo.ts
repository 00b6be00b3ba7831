import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared';
import { realtyProviders } from '../../../db/schema';

export type ProviderRow = typeof realtyProviders.$inferSelect;
export type NewProvider = typeof realtyProviders.$inferInsert;

export async function listActiveProviders(db: Db): Promise<ProviderRow[]> {
  return preparedOnce(db, 'realty_providers_active', (name) =>
    db
      .select()
      .from(realtyProviders)
      .where(eq(realtyProviders.active, true))
      .orderBy(realtyProviders.name)
      .prepare(name),
  ).execute();
}

export async function findProvider(db: Db, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(realtyProviders).where(eq(realtyProviders.id, id));
  return row;
}

/** Several providers at once (the sample data), their ids in the order given. */
export async function insertProviders(db: Db, rows: NewProvider[]): Promise<{ id: string }[]> {
  return db.insert(realtyProviders).values(rows).returning({ id: realtyProviders.id });
}
