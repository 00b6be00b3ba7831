import type { ApplicationSummaryView } from '../../../../domain/applications/application-view';
import type { PropertyApplicationView } from '../../../../domain/property/property-application.schema';
import type { ApplicationRow } from './property-applications.repo';

export function toApplicationView(row: ApplicationRow, propertyTitle: string): PropertyApplicationView {
  return {
    id: row.id,
    reference: row.reference,
    propertyId: row.propertyId,
    propertyTitle,
    status: row.status,
    feeUsd: row.feeUsd,
    feeNgn: row.feeNgn,
    message: row.message ?? '',
    preferredContact: row.preferredContact,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toApplicationSummary(
  row: ApplicationRow,
  title: string,
  viewing: ApplicationSummaryView['viewing'] = null,
): ApplicationSummaryView {
  return {
    id: row.id,
    kind: 'property',
    reference: row.reference,
    title,
    status: row.status,
    amountUsd: row.feeUsd,
    amountNgn: row.feeNgn,
    createdAt: row.createdAt.toISOString(),
    viewing,
  };
}
