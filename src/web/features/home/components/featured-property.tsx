import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { DualPrice } from '@/web/components/money/dual-price';
import { paths } from '@/web/config/paths';
import { useFeaturedProperty } from '../api/featured-property';

/** The newest published listing (spec 001 §2). Nothing is shown while it loads, when there is none, or on error. */
export function FeaturedProperty() {
  const { data: property } = useFeaturedProperty();
  if (!property) return null;
  return (
    <section aria-labelledby="featured-heading" className="flex flex-col gap-3">
      <h2 id="featured-heading" className="text-lg font-bold text-ink">
        Featured Property
      </h2>
      <article className="relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm focus-within:ring-2 focus-within:ring-brand-700 sm:flex-row">
        <img
          src={property.mainImage}
          alt={`${property.title}, ${property.location}`}
          className="aspect-[4/3] w-full object-cover sm:w-64"
        />
        <div className="flex flex-col gap-2 p-4">
          <h3 className="text-lg font-bold text-ink">
            <Link to={paths.property(property.id)} className="outline-none after:absolute after:inset-0">
              {property.title}
            </Link>
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {property.location}
          </p>
          <DualPrice price={{ usd: property.priceUsd, ngn: property.priceNgn }} />
        </div>
      </article>
    </section>
  );
}
