/**
 * The server's renderer for /real-estate (decisions 023 and 027): the listing (search box, filter sheet, filters in
 * force and a page of results) as the browser renders it once its queries hold that page. For a signed-in user's
 * page, which React hydrates, that is the unfiltered first page; for a visitor's, a document React never runs, it
 * is whatever the URL asks for, with 'Load more' as a link. Built by Vite into its own module
 * (scripts/build-page-renderers.ts), which the server loads at start; the server itself never imports the web app.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PropertyPageView, PropertyUrlFilter, RealtyProviderView } from '@/domain/property/property';
import { getPropertyListQueryOptions, getProvidersQueryOptions } from '../api/properties';
import { FIRST_PAGE_DATA_ID } from '../api/server-first-page';
import { LISTING_SLOT, PropertyListing } from '../components/property-listing';
import { LISTING_CURSOR_PARAM, listingUrl } from '../listing-url';

export { FIRST_PAGE_DATA_ID, LISTING_CURSOR_PARAM, LISTING_SLOT };

export interface ListingToRender {
  filter: PropertyUrlFilter;
  /** The page of results after `cursor`, or the first. */
  page: PropertyPageView;
  cursor?: string;
  /** The providers, for the name on a provider filter's chip. */
  providers?: RealtyProviderView[];
  /** A document React will not run: 'Load more' is a link to the next page. */
  asDocument: boolean;
}

export interface RenderedListing {
  /** What belongs in the document's head: React's preloads for the photos the cards fetch at high priority. */
  head: string;
  /** What takes the place of the prerendered listing in the page's body. */
  body: string;
}

// React writes its preloads ahead of a render that has no <head> of its own; it escapes '>' in attribute values.
const LEADING_PRELOADS = /^(?:<link [^>]*\/>)*/;
const ignoreChange = () => {};

export function renderListing({
  filter,
  page,
  cursor,
  providers,
  asDocument,
}: ListingToRender): RenderedListing {
  const queryClient = new QueryClient();
  queryClient.setQueryData(getPropertyListQueryOptions(filter).queryKey, {
    pages: [page],
    pageParams: [cursor ?? ''],
  });
  if (providers) queryClient.setQueryData(getProvidersQueryOptions().queryKey, providers);
  const html = renderToString(
    <StaticRouter location={listingUrl(filter, cursor)}>
      <QueryClientProvider client={queryClient}>
        <PropertyListing
          filter={filter}
          onChange={ignoreChange}
          nextPageUrl={asDocument ? (next) => listingUrl(filter, next) : undefined}
        />
      </QueryClientProvider>
    </StaticRouter>,
  );
  const head = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
