import { randomUUID } from 'node:crypto';
import {
  PARTNER_API_MESSAGES,
  type ApiKeyScope,
  type ApiKeyView,
  type CreateApiKey,
  type CreatedApiKeyView,
} from '../../../../domain/partners/partner-api';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import type { PartnerViewer } from '../partner-access';
import { apiAccessFor, auditIfAdmin } from './api-access-rule';
import {
  formatApiKey,
  hashKeySecret,
  keyPrefix,
  newKeySecret,
  parseApiKey,
  secretMatches,
} from './api-key-secret';
import {
  findApiKey,
  insertApiKey,
  listApiKeyRows,
  revokeApiKeyRow,
  touchApiKey,
  type ApiKeyRow,
} from './api-keys.repo';

function toApiKeyView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: keyPrefix(row.id),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Makes a key for the organisation; the answer holds its secret, which is never shown again. */
export async function createApiKey(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  input: CreateApiKey,
): Promise<CreatedApiKeyView> {
  const access = await apiAccessFor(db, viewer, organisationId);
  const id = randomUUID();
  const secret = newKeySecret();
  return db.transaction(async (tx) => {
    const row = await insertApiKey(tx, {
      id,
      organisationId,
      name: input.name,
      scopes: input.scopes,
      secretHash: hashKeySecret(secret),
      createdBy: viewer.userId,
    });
    await auditIfAdmin(tx, viewer, access, 'API key created', { keyId: id, scopes: input.scopes });
    return { ...toApiKeyView(row), secret: formatApiKey(id, secret) };
  });
}

export async function listApiKeys(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
): Promise<ApiKeyView[]> {
  await apiAccessFor(db, viewer, organisationId);
  return (await listApiKeyRows(db, organisationId)).map(toApiKeyView);
}

/** Revokes the key at once: its next request answers 401. Another organisation's key, or a revoked one, is 404. */
export async function revokeApiKey(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  keyId: string,
  now = new Date(),
): Promise<ApiKeyView> {
  const access = await apiAccessFor(db, viewer, organisationId);
  const notFound = new AppError('not_found', PARTNER_API_MESSAGES.keyNotFound);
  if (!isUuid(keyId)) throw notFound;
  return db.transaction(async (tx) => {
    const row = await revokeApiKeyRow(tx, organisationId, keyId, now);
    if (!row) throw notFound;
    await auditIfAdmin(tx, viewer, access, 'API key revoked', { keyId });
    return toApiKeyView(row);
  });
}

/** Who a key-authenticated request speaks for: the key's own organisation, never one named in the request. */
export interface ApiKeyPrincipal {
  keyId: string;
  organisationId: string;
  scopes: ApiKeyScope[];
}

/** The key's principal, or undefined for a malformed, unknown, wrong or revoked key (all the same 401). */
export async function authenticateApiKey(
  db: Db,
  presented: string,
  now = new Date(),
): Promise<ApiKeyPrincipal | undefined> {
  const parsed = parseApiKey(presented);
  if (!parsed) return undefined;
  const row = await findApiKey(db, parsed.id);
  if (!row || row.revokedAt || !secretMatches(parsed.secret, row.secretHash)) return undefined;
  // To the minute is all the portal shows; one write a minute per key, not one per request.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000)
    await touchApiKey(db, row.id, now);
  return { keyId: row.id, organisationId: row.organisationId, scopes: row.scopes };
}
