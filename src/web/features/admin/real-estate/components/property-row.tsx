import { Link, useLocation } from 'react-router';
import type { AdminPropertyRow } from '@/domain/property/property-admin';
import { formatNgn, formatUsd } from '@/domain/money';
import { paths } from '@/web/config/paths';
import { withBack } from '@/web/lib/back-link';
import { ListingBadges } from './listing-badges';
import { ListingThumbnail } from './listing-thumbnail';

/**
 * One listing in the console's list, as a card like AdminRow's with the listing's picture beside it: title (the
 * link to edit it), where, who, price and state.
 */
export function PropertyRow({ property }: { property: AdminPropertyRow }) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex gap-3 rounded-xl border border-line bg-surface p-3 sm:p-4">
      <ListingThumbnail src={property.mainImage} alt={property.title} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={withBack(paths.adminProperty(property.id), pathname + search)}
            className="inline-flex min-h-11 min-w-0 items-center rounded font-semibold break-words text-brand-800 underline-offset-4 hover:underline"
          >
            {property.title}
          </Link>
          <ListingBadges published={property.published} verified={property.verified} />
        </div>
        <div className="flex flex-col gap-0.5 text-sm text-ink-muted">
          <span className="break-words">{property.location}</span>
          <span className="break-words">Provider: {property.providerName}</span>
          <span>
            {formatUsd(property.priceUsd)} · {formatNgn(property.priceNgn)}
          </span>
        </div>
      </div>
    </div>
  );
}
