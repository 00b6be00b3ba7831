import { useQuery } from '@tanstack/react-query';
import { Building2, MapPin } from 'lucide-react';
import { Link, useParams, useSearchParams, type MetaFunction } from 'react-router';
import type { PropertyView } from '@/domain/property/property';
import { DualPrice } from '@/web/components/money/dual-price';
import { LoadFailed } from '@/web/components/load-failed';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { backTarget } from '@/web/lib/back-link';
import { getPropertyQueryOptions } from '../api/properties';
import { ApplyPanel } from '../components/apply-panel';
import { PhotoGallery } from '../components/photo-gallery';
import { PropertyFacts } from '../components/property-card';
import { PropertyNotFound } from '../components/property-not-found';
import { RealtyFrame } from '../components/realty-frame';
import { SaveListingButton } from '../components/save-listing-button';
import { TitlePackSection } from '../components/title-pack-section';
import { VerifiedBadge } from '../components/verified-badge';

export const meta: MetaFunction = () => [
  { title: 'Property | Diaspora Hub' },
  {
    name: 'description',
    content: 'A Nigerian property listing: price, photos, title status and how to apply.',
  },
];

/** Back to the list as the visitor had filtered it, when they came from it (decision 034). */
function useBack() {
  const [search] = useSearchParams();
  return { to: backTarget(search, paths.realEstate), label: 'All properties' };
}

export default function PropertyPage() {
  const id = useParams().id ?? '';
  const back = useBack();
  const property = useQuery(getPropertyQueryOptions(id));

  if (property.error instanceof ApiError && property.error.status === 404) return <PropertyNotFound />;
  if (property.isError) {
    return (
      <RealtyFrame title="Property" back={back}>
        <LoadFailed what="this property" onRetry={() => void property.refetch()} />
      </RealtyFrame>
    );
  }
  if (property.isPending) {
    return (
      <RealtyFrame title="Loading property…" back={back}>
        <div role="status" aria-label="Loading property" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <Skeleton className="aspect-[4/3]" />
          <Skeleton className="h-64" />
        </div>
      </RealtyFrame>
    );
  }
  return <PropertyDetails property={property.data} back={back} />;
}

function PropertyDetails({
  property,
  back,
}: {
  property: PropertyView;
  back: { to: string; label: string };
}) {
  return (
    <RealtyFrame
      title={property.title}
      back={back}
      intro={
        <p className="flex items-center gap-1.5 text-base">
          <MapPin aria-hidden="true" className="size-5 shrink-0" /> {property.location}
        </p>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <PhotoGallery photos={property.photos} title={property.title} />
          <section aria-labelledby="details-heading" className="flex flex-col gap-4">
            <h2 id="details-heading" className="text-xl font-bold text-ink">
              Details
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <SaveListingButton property={property} />
              <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
                {property.propertyType}
              </span>
              {property.verified && (
                <>
                  <VerifiedBadge />
                  <Link
                    to={`${paths.help}#property`}
                    className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4"
                  >
                    What Verified means
                  </Link>
                </>
              )}
            </div>
            <DualPrice price={{ usd: property.priceUsd, ngn: property.priceNgn }} size="lg" />
            <PropertyFacts property={property} />
            <p className="leading-relaxed text-ink">{property.description}</p>
            <p className="flex items-start gap-2 text-ink-muted">
              <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                Listed by <strong className="font-semibold text-ink">{property.provider.name}</strong>
              </span>
            </p>
          </section>
          <TitlePackSection property={property} />
        </div>
        <ApplyPanel property={property} />
      </div>
    </RealtyFrame>
  );
}
