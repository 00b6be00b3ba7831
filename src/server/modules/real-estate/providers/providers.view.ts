import type { RealtyProviderView } from '../../../../domain/property/property';
import type { ProviderRow } from './providers.repo';

export function toProviderView(row: ProviderRow): RealtyProviderView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    applicationFeeUsd: row.applicationFeeUsd,
    applicationFeeNgn: row.applicationFeeNgn,
  };
}
