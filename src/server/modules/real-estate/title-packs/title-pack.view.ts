import type { AdminTitlePackView, TitleDocumentView } from '../../../../domain/property/title-pack';
import { toTitlePackView, type TitleColumns } from '../listings/listings.view';
import type { TitleDocumentRow } from './title-pack.repo';

export function toTitleDocumentView(row: TitleDocumentRow): TitleDocumentView {
  return {
    id: row.id,
    name: row.name,
    kind: row.contentType === 'application/pdf' ? 'pdf' : 'image',
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminTitlePackView(row: TitleColumns, documents: TitleDocumentRow[]): AdminTitlePackView {
  const { documentCount: _count, ...pack } = toTitlePackView(row, documents.length);
  return { ...pack, documents: documents.map(toTitleDocumentView) };
}

/** What the audit log keeps of a title pack: the admin's own record of the land, nothing personal. */
export function auditedTitleFields(row: TitleColumns) {
  return {
    titleType: row.titleType,
    titleStatus: row.titleStatus,
    titleVerifiedOn: row.titleVerifiedOn,
    agentRegistration: row.agentRegistration,
  };
}
