import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { bedroomsLabel, type PropertyUrlFilter } from '@/domain/property/property';
import { formatUsd } from '@/domain/money';
import { getProvidersQueryOptions } from '../api/properties';
import { listingUrl } from '../listing-url';

/**
 * Each filter in force as a chip that removes it: the provider from a providers-page link among them. A chip is a
 * link to the list without it, so it works on a page React does not run too (decision 027).
 */
export function ActiveFilters({ filter }: { filter: PropertyUrlFilter }) {
  const providers = useQuery({ ...getProvidersQueryOptions(), enabled: !!filter.provider });
  const providerName = providers.data?.find((provider) => provider.id === filter.provider)?.name;
  const chips = [
    filter.provider && {
      key: 'provider',
      label: `Provider: ${providerName ?? (providers.isPending ? '…' : 'Unknown provider')}`,
      change: { provider: undefined },
    },
    filter.state && {
      key: 'state',
      label: `State: ${filter.state}`,
      // A town is only read within its state, so it goes with it.
      change: { state: undefined, town: undefined },
    },
    filter.town && { key: 'town', label: `Town: ${filter.town}`, change: { town: undefined } },
    filter.search && { key: 'search', label: `Search: ${filter.search}`, change: { search: undefined } },
    filter.type !== 'all' && { key: 'type', label: `Type: ${filter.type}`, change: { type: 'all' as const } },
    filter.bedrooms > 0 && {
      key: 'bedrooms',
      label: `Bedrooms: ${bedroomsLabel(filter.bedrooms)}`,
      change: { bedrooms: 0 },
    },
    filter.minPrice && {
      key: 'minPrice',
      label: `Min ${formatUsd(filter.minPrice * 100)}`,
      change: { minPrice: undefined },
    },
    filter.maxPrice && {
      key: 'maxPrice',
      label: `Max ${formatUsd(filter.maxPrice * 100)}`,
      change: { maxPrice: undefined },
    },
    filter.titleVerified && {
      key: 'titleVerified',
      label: 'Title verified',
      change: { titleVerified: false },
    },
  ].filter((chip) => !!chip);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={listingUrl({ ...filter, ...chip.change })}
            replace
            preventScrollReset
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full bg-brand-100 px-3 text-sm font-semibold text-brand-900 hover:bg-brand-200"
          >
            <span className="truncate">{chip.label}</span>
            <X aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
