import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKeyScope } from '../../../../domain/partners/partner-api';
import type { Db } from '../../../db/client';
import { partnerApiKeys } from '../../../db/schema';

export type ApiKeyRow = typeof partnerApiKeys.$inferSelect;

export async function insertApiKey(
  tx: Db,
  row: {
    id: string;
    organisationId: string;
    name: string;
    scopes: ApiKeyScope[];
    secretHash: string;
    createdBy: string;
  },
): Promise<ApiKeyRow> {
  const [inserted] = await tx.insert(partnerApiKeys).values(row).returning();
  if (!inserted) throw new Error('partner API key insert returned no row');
  return inserted;
}

export async function listApiKeyRows(db: Db, organisationId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.organisationId, organisationId))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id));
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, id));
  return row;
}

/** Revokes the organisation's key unless it already is; undefined when there was nothing to revoke. */
export async function revokeApiKeyRow(
  tx: Db,
  organisationId: string,
  id: string,
  now: Date,
): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .update(partnerApiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(partnerApiKeys.id, id),
        eq(partnerApiKeys.organisationId, organisationId),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning();
  return row;
}

export async function touchApiKey(db: Db, id: string, now: Date): Promise<void> {
  await db.update(partnerApiKeys).set({ lastUsedAt: now }).where(eq(partnerApiKeys.id, id));
}
