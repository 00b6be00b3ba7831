import type { AdminProviderView } from '../../../../domain/property/provider-admin';
import type { ProviderRow } from './providers.repo';
import { toProviderView } from './providers.view';

/** What an audit entry keeps of a provider: all of it is the business's own data. */
export function auditedProviderFields(row: ProviderRow) {
  return {
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    applicationFeeUsd: row.applicationFeeUsd,
    applicationFeeNgn: row.applicationFeeNgn,
    active: row.active,
  };
}

export function toAdminProviderView({
  provider,
  listingCount,
}: {
  provider: ProviderRow;
  listingCount: number;
}): AdminProviderView {
  return {
    ...toProviderView(provider),
    active: provider.active,
    listingCount,
    createdAt: provider.createdAt.toISOString(),
  };
}
