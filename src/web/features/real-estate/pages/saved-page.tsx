import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { LoadFailed } from '@/web/components/load-failed';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { getSavedListingsQueryOptions } from '../api/saved-listings';
import { PropertyCard } from '../components/property-card';
import { RealtyFrame } from '../components/realty-frame';

export const meta: MetaFunction = () => [{ title: 'Saved listings | Diaspora Hub' }];

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** A signed-in user's saved listings (decision 042), most recently saved first; the heart removes one. */
export default function SavedPage() {
  const saved = useQuery(getSavedListingsQueryOptions());
  return (
    <RealtyFrame
      title="Saved listings"
      back={{ to: paths.realEstate, label: 'All properties' }}
      intro={<p>The properties you saved with the heart. Press a heart again to remove it.</p>}
    >
      {saved.isPending ? (
        <div role="status" aria-label="Loading saved listings" className={GRID}>
          <Skeleton className="aspect-[4/3]" />
          <Skeleton className="aspect-[4/3]" />
        </div>
      ) : saved.isError ? (
        <LoadFailed what="your saved listings" onRetry={() => void saved.refetch()} />
      ) : saved.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-8 text-center">
          <Heart aria-hidden="true" className="size-8 text-ink-muted" />
          <p className="font-semibold text-ink">You have not saved any listings yet</p>
          <p className="text-ink-muted">Press the heart on a property to keep it here.</p>
          <Button asChild>
            <Link to={paths.realEstate}>Browse properties</Link>
          </Button>
        </div>
      ) : (
        <ul aria-label="Saved listings" className={GRID}>
          {saved.data.map((property) => (
            <li key={property.id} className="flex">
              <PropertyCard property={property} list={paths.saved} />
            </li>
          ))}
        </ul>
      )}
    </RealtyFrame>
  );
}
