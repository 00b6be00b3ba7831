import type { AdminPage } from '../../../../domain/admin-page.schema';
import {
  PROPERTY_ADMIN_MESSAGES as M,
  type AdminPropertyDetail,
  type AdminPropertyQuery,
  type AdminPropertyRow,
  type CreateProperty,
  type UpdateProperty,
} from '../../../../domain/property/property-admin';
import { changedFields } from '../../../../domain/audit/audit-diff';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { decodeCursor, pageOf } from '../../../db/keyset-cursor';
import { AppError } from '../../../http/app-error';
import type { PhotoStorage } from '../../../storage/photo-storage';
import { recordAudit } from '../../audit';
import { findProvider } from '../providers/providers.repo';
import type { NewProperty, PropertyRow } from './listings.repo';
import {
  findAdminProperty,
  findPropertyForUpdate,
  insertProperty,
  listAdminProperties,
  updateProperty,
} from './properties-admin.repo';
import { auditedListingFields, toAdminPropertyDetail, toAdminPropertyRow } from './properties-admin.view';
import { allStored } from '../stored-photos';

const notFound = () => new AppError('not_found', M.notFound);
const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

export async function adminPropertiesPage(
  db: Db,
  query: AdminPropertyQuery,
): Promise<AdminPage<AdminPropertyRow>> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const fetched = await listAdminProperties(db, query, after, query.limit + 1);
  const { rows, nextCursor } = pageOf(fetched, query.limit, (row) => row.property.id);
  return { items: rows.map(toAdminPropertyRow), nextCursor };
}

export async function adminPropertyDetail(db: Db, id: string): Promise<AdminPropertyDetail> {
  const row = isUuid(id) ? await findAdminProperty(db, id) : undefined;
  if (!row) throw notFound();
  return toAdminPropertyDetail(row.property, row.providerName);
}

/** The provider must exist; it may be inactive (a listing can be prepared before its provider goes live). */
async function checkProvider(db: Db, providerId: string): Promise<void> {
  if (!(await findProvider(db, providerId))) throw invalid('providerId', M.provider);
}

async function checkPhotos(storage: PhotoStorage, photos: readonly string[]): Promise<void> {
  if (!(await allStored(storage, photos))) throw invalid('photos', M.photoMissing);
}

/** The columns a photo list sets: the list in order, and its first photo as the main image. */
const photoColumns = (photos: string[]) => ({ photos, mainImage: photos[0] ?? '' });

/** A new listing, unpublished and unverified until an admin says otherwise. */
export async function createProperty(
  db: Db,
  storage: PhotoStorage,
  actorId: string,
  input: CreateProperty,
): Promise<AdminPropertyDetail> {
  await checkPhotos(storage, input.photos);
  return db.transaction(async (tx) => {
    await checkProvider(tx, input.providerId);
    const row = await insertProperty(tx, {
      ...input,
      ...photoColumns(input.photos),
      published: false,
      verified: false,
    });
    await recordAudit(tx, {
      actorId,
      action: 'created',
      entityType: 'property',
      entityId: row.id,
      after: { ...auditedListingFields(row), published: false, verified: false },
    });
    return adminPropertyDetail(tx, row.id);
  });
}

/**
 * Changes any of a listing's fields. The audit entry holds only the fields that changed; a save that changes
 * nothing writes nothing. A published listing keeps at least one photo.
 */
export async function editProperty(
  db: Db,
  storage: PhotoStorage,
  actorId: string,
  id: string,
  input: UpdateProperty,
): Promise<AdminPropertyDetail> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const before = await findPropertyForUpdate(tx, id);
    if (!before) throw notFound();
    const current = auditedListingFields(before);
    const changed = changedFields(current, { ...current, ...input });
    if (Object.keys(changed.after).length === 0) return adminPropertyDetail(tx, id);

    if (input.providerId && input.providerId !== before.providerId) await checkProvider(tx, input.providerId);
    if (input.photos && 'photos' in changed.after) await checkNewPhotos(storage, before, input.photos);
    await updateProperty(tx, id, {
      // The audited fields are the listing's own columns, so what changed is what to write.
      ...(changed.after as Partial<NewProperty>),
      ...(input.photos && 'photos' in changed.after ? photoColumns(input.photos) : {}),
    });
    await recordAudit(tx, { actorId, action: 'updated', entityType: 'property', entityId: id, ...changed });
    return adminPropertyDetail(tx, id);
  });
}

/** Only photos the edit adds are looked up: one gone missing from storage earlier does not block other edits. */
async function checkNewPhotos(storage: PhotoStorage, before: PropertyRow, photos: string[]) {
  if (before.published && photos.length === 0) throw invalid('photos', M.publishedNeedsPhoto);
  const had = new Set(auditedListingFields(before).photos);
  await checkPhotos(
    storage,
    photos.filter((photo) => !had.has(photo)),
  );
}
