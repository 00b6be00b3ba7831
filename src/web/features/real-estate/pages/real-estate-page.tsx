import type { MetaFunction } from 'react-router';
import { paths } from '@/web/config/paths';
import { ActiveFilters } from '../components/active-filters';
import { FilterSheet } from '../components/filter-sheet';
import { PropertyResults } from '../components/property-results';
import { RealtyFrame } from '../components/realty-frame';
import { SearchBox } from '../components/search-box';
import { usePropertyFilters } from '../components/use-property-filters';

export const meta: MetaFunction = () => [
  { title: 'Find Your Dream Property | Diaspora Hub' },
  { name: 'description', content: 'Homes for sale across Nigeria, priced in dollars and naira.' },
];

/** The listings, searched, filtered and paged by the server; the filters are the URL's query. */
export default function RealEstatePage() {
  const { filter, update } = usePropertyFilters();
  return (
    <RealtyFrame
      title="Find Your Dream Property"
      intro="Homes across Nigeria from providers we work with, priced in dollars and naira."
      back={{ to: paths.realEstateProviders, label: 'Providers' }}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            value={filter.search ?? ''}
            onSearch={(search) => update({ search: search || undefined })}
          />
          <FilterSheet filter={filter} onApply={update} />
        </div>
        <ActiveFilters filter={filter} onRemove={update} />
      </div>
      <PropertyResults filter={filter} />
    </RealtyFrame>
  );
}
