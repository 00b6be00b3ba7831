import { Bath, BedDouble, MapPin, Ruler } from 'lucide-react';
import { Link } from 'react-router';
import { formatWholeNumber } from '@/domain/money';
import { smallPhotoUrl } from '@/domain/property/listing-photos';
import type { PropertySummaryView } from '@/domain/property/property';
import { DualPrice } from '@/web/components/money/dual-price';
import { Badge } from '@/web/components/ui/badge';
import { paths } from '@/web/config/paths';
import { withBack } from '@/web/lib/back-link';
import { SaveListingButton } from './save-listing-button';
import { VerifiedBadge } from './verified-badge';

interface PropertyCardProps {
  property: PropertySummaryView;
  /** Its photo may be the largest thing on screen: fetched at once and first, not when scrolled to. */
  inFirstView?: boolean;
  /** The list as filtered now: the property page's back link returns to it (decision 034). */
  list?: string;
}

/** One listing in the list: the whole card is the link to its page. */
export function PropertyCard({ property, inFirstView = false, list = paths.realEstate }: PropertyCardProps) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <div className="relative aspect-[4/3] bg-brand-50">
        <img
          src={smallPhotoUrl(property.mainImage)}
          alt={`${property.title}, ${property.location}`}
          loading={inFirstView ? 'eager' : 'lazy'}
          fetchPriority={inFirstView ? 'high' : 'auto'}
          className="size-full object-cover"
        />
        <div className="absolute top-3 left-3 flex gap-2">
          <Badge variant="secondary">{property.propertyType}</Badge>
          {property.verified && <VerifiedBadge />}
        </div>
        {/* Above the card's stretched link, so the heart is pressed and not the card. */}
        <div className="absolute top-2 right-2 z-10">
          <SaveListingButton property={property} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="text-lg leading-snug font-bold text-ink">
            <Link
              to={withBack(paths.property(property.id), list)}
              className="outline-none after:absolute after:inset-0"
            >
              {property.title}
            </Link>
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {property.location}
          </p>
        </div>
        <DualPrice price={{ usd: property.priceUsd, ngn: property.priceNgn }} />
        <PropertyFacts property={property} />
      </div>
    </article>
  );
}

export function PropertyFacts({ property }: { property: PropertySummaryView }) {
  const facts = [
    { icon: BedDouble, text: `${property.bedrooms} ${property.bedrooms === 1 ? 'bedroom' : 'bedrooms'}` },
    { icon: Bath, text: `${property.bathrooms} ${property.bathrooms === 1 ? 'bathroom' : 'bathrooms'}` },
    { icon: Ruler, text: `${formatWholeNumber(property.squareFeet)} sq ft` },
  ];
  return (
    <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-1.5">
          <Icon aria-hidden="true" className="size-4" />
          {text}
        </li>
      ))}
    </ul>
  );
}

export function PropertyCardSkeleton() {
  return (
    <div
      data-testid="property-skeleton"
      className="overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <div className="aspect-[4/3] rounded-none bg-brand-100 motion-safe:animate-pulse" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-3/4 rounded bg-brand-100 motion-safe:animate-pulse" />
        <div className="h-4 w-1/2 rounded bg-brand-100 motion-safe:animate-pulse" />
        <div className="h-6 w-1/3 rounded bg-brand-100 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
