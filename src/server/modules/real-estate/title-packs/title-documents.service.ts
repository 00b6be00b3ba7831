import { randomBytes } from 'node:crypto';
import { PROPERTY_ADMIN_MESSAGES } from '../../../../domain/property/property-admin';
import {
  MAX_TITLE_DOCUMENT_BYTES,
  MAX_TITLE_DOCUMENTS,
  TITLE_DOCUMENT_MESSAGES as M,
  type TitleDocumentView,
  type TitleStatus,
  type TitleType,
} from '../../../../domain/property/title-pack';
import { titleStatusAfterPartnerUpload } from '../../../../domain/partners/realty';
import { mayOpenTitleDocuments } from '../../../../domain/property/title-document-access';
import type { AuthSession } from '../../../auth/auth';
import { isTrustedAdmin } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import { checkDocument, type DocumentProblem } from '../../../storage/document-files';
import type { PhotoStorage, StoredPhoto } from '../../../storage/photo-storage';
import { recordAudit } from '../../audit';
import { findPropertyForUpdate } from '../listings/properties-admin.repo';
import {
  applicationStatusesFor,
  countTitleDocuments,
  deleteTitleDocument,
  findTitleDocument,
  insertTitleDocument,
  listTitleDocuments,
  updateTitlePack,
} from './title-pack.repo';
import { toTitleDocumentView } from './title-pack.view';

const refused = (message: string) => new AppError('validation_failed', message, { file: message });
const listingNotFound = () => new AppError('not_found', PROPERTY_ADMIN_MESSAGES.notFound);
const documentNotFound = () => new AppError('not_found', M.notFound);

export function titleDocumentTooLarge(): AppError {
  return new AppError('payload_too_large', M.tooLarge, { file: M.tooLarge });
}

const PROBLEM_MESSAGES: Record<DocumentProblem, string> = {
  not_document: M.notDocument,
  active_content: M.activePdf,
  encrypted: M.encryptedPdf,
  too_many_pixels: M.tooManyPixels,
};

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_OR_QUOTE = /[\u0000-\u001f\u007f-\u009f"]/g;

/** The file's own name as a label: no folders, no control characters, at most 120 characters. */
function labelOf(fileName: string, extension: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_OR_QUOTE, '').trim().slice(0, 120);
  const stem = clean.replace(/\.[^.]*$/, '') || 'Title document';
  return `${stem}.${extension}`;
}

/**
 * Adds a document to a listing's title pack: checked by its bytes (storage/document-files.ts), stored under a new
 * random key, then recorded with an audit entry in one transaction. Nothing stays stored for a refused file.
 * From a realty firm (`partner`, its organisation's name, docs/decisions/082-realty-partners.md) the title goes
 * back to awaiting our verification in the same transaction (titleStatusAfterPartnerUpload).
 */
export async function addTitleDocument(
  db: Db,
  storage: PhotoStorage,
  actorId: string,
  propertyId: string,
  file: File,
  partner?: string,
): Promise<TitleDocumentView> {
  if (!isUuid(propertyId)) throw listingNotFound();
  if (file.size > MAX_TITLE_DOCUMENT_BYTES) throw titleDocumentTooLarge();
  const checked = await checkDocument(new Uint8Array(await file.arrayBuffer()));
  if (!checked.ok) throw refused(PROBLEM_MESSAGES[checked.problem]);
  // 128 random bits, as for photos; the 'doc-' prefix keeps documents out of the public photo route's names.
  const key = `doc-${randomBytes(16).toString('hex')}.${checked.extension}`;
  await storage.put(key, checked.data, checked.contentType);
  try {
    return await db.transaction(async (tx) => {
      // Locked, so two uploads at once cannot both pass the count.
      const listing = await findPropertyForUpdate(tx, propertyId);
      if (!listing) throw listingNotFound();
      if ((await countTitleDocuments(tx, propertyId)) >= MAX_TITLE_DOCUMENTS) throw refused(M.tooMany);
      const row = await insertTitleDocument(tx, {
        propertyId,
        storageKey: key,
        name: labelOf(file.name, checked.extension),
        contentType: checked.contentType,
        sizeBytes: checked.data.byteLength,
        uploadedBy: actorId,
      });
      const document = toTitleDocumentView(row);
      await recordAudit(tx, {
        actorId,
        action: 'title document added',
        entityType: 'property',
        entityId: propertyId,
        after: {
          document: { id: row.id, name: row.name, kind: document.kind, sizeBytes: row.sizeBytes },
          ...(partner ? { partner } : {}),
        },
      });
      if (partner) await reopenTitle(tx, actorId, listing, partner);
      return document;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A realty firm's new paper: the title waits for our admins' verification again, audited on the listing. */
async function reopenTitle(
  tx: Db,
  actorId: string,
  listing: {
    id: string;
    titleStatus: TitleStatus;
    titleType: TitleType | null;
    agentRegistration: string | null;
  },
  partner: string,
): Promise<void> {
  const status = titleStatusAfterPartnerUpload(listing.titleStatus, listing.titleType);
  if (status === listing.titleStatus) return;
  await updateTitlePack(tx, listing.id, {
    titleType: listing.titleType,
    titleStatus: status,
    titleVerifiedOn: null,
    agentRegistration: listing.agentRegistration,
  });
  await recordAudit(tx, {
    actorId,
    action: 'title pack updated',
    entityType: 'property',
    entityId: listing.id,
    before: { status: listing.titleStatus },
    after: { status, partner },
  });
}

/** Removes a document from a listing's pack (audited); its file goes once the removal is committed. */
export async function removeTitleDocument(
  db: Db,
  storage: PhotoStorage,
  actorId: string,
  propertyId: string,
  documentId: string,
): Promise<void> {
  if (!isUuid(propertyId) || !isUuid(documentId)) throw documentNotFound();
  const removed = await db.transaction(async (tx) => {
    const row = await findTitleDocument(tx, propertyId, documentId);
    if (!row) throw documentNotFound();
    await deleteTitleDocument(tx, row.id);
    await recordAudit(tx, {
      actorId,
      action: 'title document removed',
      entityType: 'property',
      entityId: propertyId,
      before: { document: { id: row.id, name: row.name, sizeBytes: row.sizeBytes } },
    });
    return row;
  });
  await storage.delete(removed.storageKey);
}

/**
 * Whether this viewer may open the listing's documents: the one rule, mayOpenTitleDocuments (docs/decisions/059),
 * asked with the viewer's kind and the statuses of their applications for the listing. Anyone it refuses is
 * answered as if there were no documents.
 */
async function mayOpen(db: Db, viewer: AuthSession['user'] | undefined, propertyId: string) {
  if (!viewer) return mayOpenTitleDocuments('visitor', []);
  if (isTrustedAdmin(viewer)) return mayOpenTitleDocuments('admin', []);
  return mayOpenTitleDocuments('customer', await applicationStatusesFor(db, viewer.id, propertyId));
}

export async function titleDocumentsFor(
  db: Db,
  viewer: AuthSession['user'] | undefined,
  propertyId: string,
): Promise<TitleDocumentView[]> {
  if (!isUuid(propertyId) || !(await mayOpen(db, viewer, propertyId))) throw documentNotFound();
  return (await listTitleDocuments(db, propertyId)).map(toTitleDocumentView);
}

export async function openTitleDocument(
  db: Db,
  storage: PhotoStorage,
  viewer: AuthSession['user'] | undefined,
  propertyId: string,
  documentId: string,
): Promise<{ file: StoredPhoto; name: string }> {
  if (!isUuid(propertyId) || !isUuid(documentId)) throw documentNotFound();
  if (!(await mayOpen(db, viewer, propertyId))) throw documentNotFound();
  const row = await findTitleDocument(db, propertyId, documentId);
  const file = row ? await storage.get(row.storageKey) : undefined;
  if (!row || !file) throw documentNotFound();
  return { file, name: row.name };
}
