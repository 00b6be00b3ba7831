import type { PropertyUrlFilter } from '@/domain/property/property';
import { ActiveFilters } from './active-filters';
import { FilterSheet } from './filter-sheet';
import { PropertyResults } from './property-results';
import { SaveSearch } from './save-search';
import { SearchBox } from './search-box';

/**
 * Marks the listing in the prerendered /real-estate: the server finds it there and puts in its place the listing
 * it renders for the request, with its results (decisions 023 and 027).
 */
export const LISTING_SLOT = 'data-property-listing';

interface PropertyListingProps {
  filter: PropertyUrlFilter;
  onChange: (filter: Partial<PropertyUrlFilter>) => void;
  /** Set where React does not run the page: 'Load more' is then a link (PropertyResults). */
  nextPageUrl?: (cursor: string) => string;
}

/** The search box, the filter sheet, the filters in force and the results. */
export function PropertyListing({ filter, onChange, nextPageUrl }: PropertyListingProps) {
  return (
    <div className="flex flex-col gap-8" {...{ [LISTING_SLOT]: '' }}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox filter={filter} onSearch={(search) => onChange({ search: search || undefined })} />
          <FilterSheet filter={filter} onApply={onChange} />
        </div>
        <ActiveFilters filter={filter} />
        <SaveSearch filter={filter} />
      </div>
      <PropertyResults filter={filter} nextPageUrl={nextPageUrl} />
    </div>
  );
}
