import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { bedroomsLabel, type PropertyUrlFilter } from '@/domain/property/property';
import { formatUsd } from '@/domain/money';
import { getProvidersQueryOptions } from '../api/properties';

interface ActiveFiltersProps {
  filter: PropertyUrlFilter;
  onRemove: (change: Partial<PropertyUrlFilter>) => void;
}

/** Each filter in force as a chip that removes it: the provider from a providers-page link among them. */
export function ActiveFilters({ filter, onRemove }: ActiveFiltersProps) {
  const providers = useQuery({ ...getProvidersQueryOptions(), enabled: !!filter.provider });
  const providerName = providers.data?.find((provider) => provider.id === filter.provider)?.name;
  const chips = [
    filter.provider && {
      key: 'provider',
      label: `Provider: ${providerName ?? (providers.isPending ? '…' : 'Unknown provider')}`,
      change: { provider: undefined },
    },
    filter.search && { key: 'search', label: `Search: ${filter.search}`, change: { search: undefined } },
    filter.type !== 'all' && { key: 'type', label: `Type: ${filter.type}`, change: { type: 'all' as const } },
    filter.bedrooms > 0 && {
      key: 'bedrooms',
      label: `Bedrooms: ${bedroomsLabel(filter.bedrooms)}${filter.bedrooms < 5 ? '+' : ''}`,
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
  ].filter((chip) => !!chip);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onRemove(chip.change)}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full bg-brand-100 px-3 text-sm font-semibold text-brand-900 hover:bg-brand-200"
          >
            <span className="truncate">{chip.label}</span>
            <X aria-hidden="true" className="size-4 shrink-0" />
          </button>
        </li>
      ))}
    </ul>
  );
}
