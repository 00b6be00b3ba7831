/**
 * The server's renderer for /healthcare/hospitals (decision 040): the form and the results a URL's filters ask for,
 * as the browser renders them once it has those results, so the list is in the page with or without JavaScript.
 * Built by Vite into its own module (scripts/build-page-renderers.ts), which the server loads at start; the server
 * itself never imports the web app.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import {
  hospitalSearchToParams,
  type HospitalResultsView,
  type HospitalSearch,
} from '@/domain/catalogue/hospitals';
import { paths } from '@/web/config/paths';
import { SERVER_RESULTS_DATA_ID } from '../api/server-hospital-results';
import { HOSPITAL_FINDER_SLOT, HospitalFinder } from '../components/hospital-finder';

export { HOSPITAL_FINDER_SLOT, SERVER_RESULTS_DATA_ID };

/** What takes the place of the prerendered finder (every hospital) in the page's body. */
export function renderHospitalFinder(search: HospitalSearch, results: HospitalResultsView): string {
  const query = hospitalSearchToParams(search).toString();
  const location = `${paths.healthcareHospitals}?${query}`;
  return renderToString(
    <StaticRouter location={location}>
      <QueryClientProvider client={new QueryClient()}>
        <HospitalFinder search={search} initialResults={results} formKey={query} />
      </QueryClientProvider>
    </StaticRouter>,
  );
}
