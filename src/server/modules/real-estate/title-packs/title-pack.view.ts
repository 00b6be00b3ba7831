import type {
  AdminTitlePackView,
  TitleDocumentView,
  TitlePackView,
} from '../../../../domain/property/title-pack';
import type { PropertyRow } from '../listings/listings.repo';
import type { TitleDocumentRow } from './title-pack.repo';

type TitleColumns = Pick<PropertyRow, 'titleType' | 'titleStatus' | 'titleVerifiedOn' | 'agentRegistration'>;

export function toTitlePackView(row: TitleColumns, documentCount: number): TitlePackView {
  return {
    titleType: row.titleType,
    status: row.titleStatus,
    verifiedOn: row.titleVerifiedOn,
    agentRegistration: row.agentRegistration,
    documentCount,
  };
}

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
