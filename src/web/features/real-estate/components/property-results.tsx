import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX, TriangleAlert } from 'lucide-react';
import type { PropertyUrlFilter } from '@/domain/property/property';
import { Button } from '@/web/components/ui/button';
import { getPropertyListQueryOptions } from '../api/properties';
import { listingUrl } from '../listing-url';
import { LISTING_CARDS, LISTING_STATUS, LOAD_MORE_LINK, showingText } from '../listing-status';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

/** Cards that can be on screen as the list appears (a phone shows one, a wide screen's first row three). */
const FIRST_VIEW_CARDS = 3;

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

interface PropertyResultsProps {
  filter: PropertyUrlFilter;
  /**
   * For a page React does not run (decision 027): the URL of the page of results after `cursor`, and 'Load more'
   * becomes a link to it.
   */
  nextPageUrl?: (cursor: string) => string;
}

/** The list's four states: loading (three skeletons), failed (with a retry), empty, results with 'Load more'. */
export function PropertyResults({ filter, nextPageUrl }: PropertyResultsProps) {
  const list = useInfiniteQuery(getPropertyListQueryOptions(filter));

  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading properties" aria-busy="true" className={GRID}>
        {[0, 1, 2].map((n) => (
          <PropertyCardSkeleton key={n} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-8 text-center"
      >
        <TriangleAlert aria-hidden="true" className="size-8 text-danger-700" />
        <p className="font-semibold text-ink">We could not load properties just now.</p>
        <Button onClick={() => void list.refetch()}>Try again</Button>
      </div>
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-8 text-center"
      >
        <SearchX aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="font-semibold text-ink">No properties match your search</p>
        <p className="text-sm text-ink-muted">Try other words, or remove a filter.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only" {...{ [LISTING_STATUS]: '' }}>
        {showingText(items.length, list.hasNextPage)}
      </p>
      <ul aria-label="Properties" className={GRID} {...{ [LISTING_CARDS]: '' }}>
        {items.map((property, index) => (
          <li key={property.id} className="flex">
            <PropertyCard
              property={property}
              inFirstView={index < FIRST_VIEW_CARDS}
              list={listingUrl(filter)}
            />
          </li>
        ))}
      </ul>
      {nextPageUrl && list.hasNextPage && (
        <Button asChild variant="outline" className="self-center">
          <a href={nextPageUrl(list.data.pages.at(-1)?.nextCursor ?? '')} {...{ [LOAD_MORE_LINK]: '' }}>
            Load more
          </a>
        </Button>
      )}
      {!nextPageUrl && list.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm font-medium text-danger-700">
          We could not load more properties. Please try again.
        </p>
      )}
    </div>
  );
}
