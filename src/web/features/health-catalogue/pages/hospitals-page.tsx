import { useSearchParams, type MetaFunction } from 'react-router';
import {
  hospitalSearchFromParams,
  hospitalSearchToParams,
  type HospitalSearch,
} from '@/domain/catalogue/hospitals';
import { useHydrated } from '@/web/lib/use-hydrated';
import { takeServerHospitalResults } from '../api/server-hospital-results';
import { CataloguePage } from '../components/catalogue-page';
import { HospitalFinder } from '../components/hospital-finder';
import { BACK_TO_PROVIDERS } from '../provider-header';

export const meta: MetaFunction = () => [
  { title: 'Find a Hospital | Diaspora Hub' },
  {
    name: 'description',
    content:
      'Search the hospitals of every health plan by name, state and town, and see which plans cover each.',
  },
];

const UNFILTERED: HospitalSearch = {};
// Read once, as the page first renders in the browser: what the server found for the URL it was asked for.
const fromServer = takeServerHospitalResults();

/**
 * The hospital finder (issue 15, point 1): every hospital of every plan, searched by name, state, town and tier on
 * the server. The filters are the URL. The prerendered page lists every hospital; for a URL with filters the
 * server puts its results into that page (http/hospital-finder-page.ts). A visitor gets it as a document without
 * React (decision 027), whose form submits to the server; a signed-in user's page hydrates, starting from the
 * server's results, and later searches ask the API.
 */
export default function HospitalsPage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const urlSearch = hospitalSearchFromParams(params);
  const served = fromServer?.query === hospitalSearchToParams(urlSearch).toString() ? fromServer : undefined;
  const search = hydrated || served ? urlSearch : UNFILTERED;
  return (
    <CataloguePage
      title="Find a hospital"
      intro="Check which plans cover the hospital your family already uses. Search by name, or by state and town."
      back={BACK_TO_PROVIDERS}
      documentForVisitors
    >
      {/* Mounted again once the URL's filters are read, so its fields start from them. */}
      <HospitalFinder
        search={search}
        initialResults={served?.results}
        formKey={hydrated || served ? params.toString() : 'prerendered'}
      />
    </CataloguePage>
  );
}
