import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RealtyProviderView } from '@/domain/property/property';
import { DualPrice } from '@/web/components/money/dual-price';
import { Button } from '@/web/components/ui/button';
import { LoadFailed } from '@/web/components/load-failed';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { getProvidersQueryOptions } from '../api/properties';

/**
 * Marks the providers in the prerendered /real-estate-providers: for a visitor the server puts in its place the
 * providers it renders from the database (decision 027), so the document shows them before any script.
 */
export const PROVIDERS_SLOT = 'data-realty-providers';

/** The active providers, or their loading state or error while the app's query has none. */
export function ProviderList() {
  const providers = useQuery(getProvidersQueryOptions());
  return (
    <div className="flex flex-col" {...{ [PROVIDERS_SLOT]: '' }}>
      {providers.isPending ? (
        <div role="status" aria-label="Loading providers" className="grid gap-5 md:grid-cols-2">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : providers.isError ? (
        <LoadFailed what="the providers" onRetry={() => void providers.refetch()} />
      ) : (
        <ul aria-label="Providers" className="grid gap-5 md:grid-cols-2">
          {providers.data.map((provider) => (
            <li key={provider.id} className="flex">
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProviderCard({ provider }: { provider: RealtyProviderView }) {
  return (
    <article className="flex w-full flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex items-center gap-4">
        <img src={provider.logoUrl} alt="" className="size-16 shrink-0 rounded-2xl" />
        <h2 className="text-xl font-bold text-ink">{provider.name}</h2>
      </div>
      <p className="text-ink-muted">{provider.description}</p>
      <div>
        <p className="text-sm font-semibold text-ink-muted">Application fee</p>
        <DualPrice price={{ usd: provider.applicationFeeUsd, ngn: provider.applicationFeeNgn }} />
      </div>
      <Button asChild className="mt-auto">
        <Link
          to={`${paths.realEstate}?provider=${encodeURIComponent(provider.id)}`}
          aria-label={`View Properties from ${provider.name}`}
        >
          View Properties
        </Link>
      </Button>
    </article>
  );
}
