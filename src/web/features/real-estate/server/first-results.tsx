/**
 * The server's renderer for /real-estate (decision 023): the cards of the first page of results, as the browser
 * renders them once the list query holds that page, so React hydrates them without a mismatch. Built by Vite into
 * its own module (scripts/build-page-renderers.ts), which the server loads at start; the server itself never
 * imports the web app.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { propertyFilterFromParams, type PropertyPageView } from '@/domain/property/property';
import { paths } from '@/web/config/paths';
import { firstPageData, getPropertyListQueryOptions } from '../api/properties';
import { FIRST_PAGE_DATA_ID } from '../api/server-first-page';
import { FIRST_RESULTS_SLOT, PropertyResults } from '../components/property-results';

export { FIRST_PAGE_DATA_ID, FIRST_RESULTS_SLOT };

export interface FirstResults {
  /** What belongs in the document's head: React's preloads for the photos the cards fetch at high priority. */
  head: string;
  /** What takes the place of the loading state in the page's body. */
  body: string;
}

// React writes its preloads ahead of a render that has no <head> of its own; it escapes '>' in attribute values.
const LEADING_PRELOADS = /^(?:<link [^>]*\/>)*/;

export function renderFirstResults(page: PropertyPageView): FirstResults {
  // The filter the page holds while it hydrates: none, whatever the URL says (use-property-filters.ts).
  const filter = propertyFilterFromParams(new URLSearchParams());
  const queryClient = new QueryClient();
  queryClient.setQueryData(getPropertyListQueryOptions(filter).queryKey, firstPageData(page));
  const html = renderToString(
    <StaticRouter location={paths.realEstate}>
      <QueryClientProvider client={queryClient}>
        <PropertyResults filter={filter} />
      </QueryClientProvider>
    </StaticRouter>,
  );
  const head = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
