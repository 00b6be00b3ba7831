import type { MetaFunction } from 'react-router';
import { DocumentPageMarker } from '@/web/components/layout/document-page-marker';
import { paths } from '@/web/config/paths';
import { PropertyListing } from '../components/property-listing';
import { RealtyFrame } from '../components/realty-frame';
import { usePropertyFilters } from '../components/use-property-filters';

export const meta: MetaFunction = () => [
  { title: 'Find Your Dream Property | Diaspora Hub' },
  { name: 'description', content: 'Homes for sale across Nigeria, priced in dollars and naira.' },
];

/**
 * The listings, searched, filtered and paged by the server; the filters are the URL's query. A visitor gets the
 * page as a document the server renders for its URL (decision 027); React runs it for a signed-in user.
 */
export default function RealEstatePage() {
  const { filter, update } = usePropertyFilters();
  return (
    <RealtyFrame
      title="Find Your Dream Property"
      intro="Homes across Nigeria from providers we work with, priced in dollars and naira."
      back={{ to: paths.realEstateProviders, label: 'Providers' }}
    >
      <DocumentPageMarker for="visitors" />
      <PropertyListing filter={filter} onChange={update} />
    </RealtyFrame>
  );
}
