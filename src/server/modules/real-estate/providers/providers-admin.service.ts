import {
  PROVIDER_ADMIN_MESSAGES as M,
  type AdminProviderView,
  type CreateProvider,
  type UpdateProvider,
} from '../../../../domain/property/provider-admin';
import { changedFields } from '../../../../domain/audit/audit-diff';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import type { PhotoStorage } from '../../../storage/photo-storage';
import { recordAudit } from '../../audit';
import type { NewProvider } from './providers.repo';
import {
  findProviderForUpdate,
  insertProvider,
  listProvidersWithCounts,
  updateProvider,
} from './providers-admin.repo';
import { auditedProviderFields, toAdminProviderView } from './providers-admin.view';
import { allStored } from '../stored-photos';

const notFound = () => new AppError('not_found', M.notFound);

/** Every provider, active or not, by name. */
export async function listProvidersForAdmin(db: Db): Promise<AdminProviderView[]> {
  return (await listProvidersWithCounts(db)).map(toAdminProviderView);
}

async function providerView(db: Db, id: string): Promise<AdminProviderView> {
  const [row] = await listProvidersWithCounts(db, id);
  if (!row) throw notFound();
  return toAdminProviderView(row);
}

async function checkLogo(storage: PhotoStorage, logoUrl: string): Promise<void> {
  if (!(await allStored(storage, [logoUrl]))) {
    throw new AppError('validation_failed', M.logo, { logoUrl: M.logo });
  }
}

export async function createProvider(
  db: Db,
  storage: PhotoStorage,
  actorId: string,
  input: CreateProvider,
): Promise<AdminProviderView> {
  await checkLogo(storage, input.logoUrl);
  return db.transaction(async (tx) => {
    const row = await insertProvider(tx, input);
    await recordAudit(tx, {
      actorId,
      action: 'created',
      entityType: 'realty_provider',
      entityId: row.id,
      after: auditedProviderFields(row),
    });
    return providerView(tx, row.id);
  });
}

/**
 * Changes any of a provider's fields. Applications already made keep the fee they were made with (a copy);
 * new ones pay the new fee. The audit entry holds only what changed; a save that changes nothing writes nothing.
 */
export async function editProvider(
  db: Db,
  storage: PhotoStorage,
  actorId: string,
  id: string,
  input: UpdateProvider,
): Promise<AdminProviderView> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const before = await findProviderForUpdate(tx, id);
    if (!before) throw notFound();
    const current = auditedProviderFields(before);
    const changed = changedFields(current, { ...current, ...input });
    if (Object.keys(changed.after).length === 0) return providerView(tx, id);
    if (input.logoUrl && 'logoUrl' in changed.after) await checkLogo(storage, input.logoUrl);
    // The audited fields are the provider's own columns, so what changed is what to write.
    await updateProvider(tx, id, changed.after as Partial<NewProvider>);
    await recordAudit(tx, {
      actorId,
      action: 'updated',
      entityType: 'realty_provider',
      entityId: id,
      ...changed,
    });
    return providerView(tx, id);
  });
}
