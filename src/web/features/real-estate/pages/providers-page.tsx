import { Link, type MetaFunction } from 'react-router';
import { DocumentPageMarker } from '@/web/components/layout/document-page-marker';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { ProviderList } from '../components/provider-list';
import { RealtyFrame } from '../components/realty-frame';

export const meta: MetaFunction = () => [
  { title: 'Real Estate Providers | Diaspora Hub' },
  { name: 'description', content: 'The estate providers whose Nigerian listings you can apply for.' },
];

/**
 * The realty providers. A visitor gets the page as a document with the providers the server renders into it
 * (decision 027); React runs it for a signed-in user, whose list loads from the API.
 */
export default function ProvidersPage() {
  return (
    <RealtyFrame
      title="Real Estate Providers"
      intro="Choose a provider to see their listings. Each charges a one-off application fee, paid by bank transfer."
      back={{ to: paths.home, label: 'Home' }}
    >
      <DocumentPageMarker for="visitors" />
      <ProviderList />
      <Button asChild variant="link" className="self-start px-0">
        <Link to={paths.realEstate}>Browse all properties</Link>
      </Button>
    </RealtyFrame>
  );
}
