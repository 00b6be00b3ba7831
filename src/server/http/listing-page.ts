/**
 * /real-estate rendered by the server (decisions 023 and 027). A visitor's page is a document React never runs:
 * the prerendered visitor frame with the listing the URL asks for (search, filters, the page after a cursor) and
 * 'Load more' as a link. A signed-in user's page hydrates: the prerendered frame with the unfiltered first page of
 * results and that page's JSON for the browser's list query to start from. The renderer is built from the web app
 * (scripts/build-page-renderers.ts) and loaded from beside the web build; the server never imports the web app.
 */
import type { Logger } from 'pino';
import {
  propertyFilterFromParams,
  PropertyFilterSchema,
  propertyFilterToParams,
  type PropertyFilter,
  type PropertyPageView,
  type PropertyUrlFilter,
  type RealtyProviderView,
} from '../../domain/property/property';
import { loadPageRenderer, pageRendererFile, withSlot } from './page-slot';

/** The module scripts/build-page-renderers.ts builds from src/web/features/real-estate/server/listing-renderer.tsx. */
export interface ListingRenderer {
  renderListing(listing: {
    filter: PropertyUrlFilter;
    page: PropertyPageView;
    cursor?: string;
    providers?: RealtyProviderView[];
    asDocument: boolean;
  }): { head: string; body: string };
  /** The attribute that marks the listing in the prerendered page. */
  LISTING_SLOT: string;
  /** The id of the data block the browser reads the first page from. */
  FIRST_PAGE_DATA_ID: string;
  /** The page's query parameter for the cursor of a page of results after the first. */
  LISTING_CURSOR_PARAM: string;
}

/** Where the build writes the renderer: `build/page-renderers`, beside the web build in `build/client`. */
export function listingRendererFile(clientDir: string): string {
  return pageRendererFile(clientDir, 'real-estate');
}

export interface ListingPageDeps {
  clientDir: string;
  /** The prerendered page that hydrates, as built. */
  frame: string;
  /** The prerendered document for visitors, as built; without it visitors get the page that hydrates. */
  visitorFrame?: string;
  /** `GET /api/properties`' service. */
  searchProperties: (filter: PropertyFilter) => Promise<PropertyPageView>;
  providers: () => Promise<RealtyProviderView[]>;
  logger: Logger;
}

export interface ListingRequest {
  query: URLSearchParams;
  /** No session cookie: the page is the visitor's document. */
  visitor: boolean;
}

/**
 * What the page answered, and whether it is the visitors' document (whose CSP is its own frame's); or, for a
 * visitor's URL that is not written as the app writes it, the query to send them to instead.
 */
export type RenderedListingPage = { html: string; asDocument: boolean } | { canonicalQuery: string };

/**
 * The query as the app writes it: a form submitted without React sends every field, empty or not, and prices as
 * typed ('250,000'); the page the app would link to leaves out what filters nothing, in one order.
 */
function canonicalQuery(filter: PropertyUrlFilter, cursor: string | undefined, cursorParam: string): string {
  const params = propertyFilterToParams(filter);
  if (cursor) params.set(cursorParam, cursor);
  return params.toString();
}

/**
 * Loads the renderer (once, from now) and returns what answers a request: the page with its listing, or undefined
 * where the page that hydrates is to be served as built. A failure (a database outage, a cursor that does not
 * parse) is logged and costs only the early photos: that page's list loads from the API, and shows its own error
 * and retry if that fails too.
 */
export function listingPage(
  deps: ListingPageDeps,
): (request: ListingRequest, log?: Logger) => Promise<RenderedListingPage | undefined> {
  const renderer = loadPageRenderer<ListingRenderer>(deps.clientDir, 'real-estate', deps.logger);
  // Listings change seldom: while the unfiltered first page reads the same, so does its HTML, and React need not
  // run again. One for each frame.
  const last = new Map<string, { json: string; html: string | undefined }>();

  const remembered = (frame: string, json: string, make: () => string | undefined) => {
    const kept = last.get(frame);
    if (kept?.json === json) return kept.html;
    const html = make();
    last.set(frame, { json, html });
    return html;
  };

  return async ({ query, visitor }, log = deps.logger) => {
    const loaded = await renderer;
    if (!loaded) return undefined;
    const asDocument = visitor && deps.visitorFrame !== undefined;
    // The page that hydrates counts the URL's filters only once running, so its HTML is the unfiltered list.
    if (!asDocument && query.size > 0) return undefined;
    try {
      const filter = asDocument
        ? propertyFilterFromParams(query)
        : propertyFilterFromParams(new URLSearchParams());
      const cursor = (asDocument && query.get(loaded.LISTING_CURSOR_PARAM)) || undefined;
      const canonical = canonicalQuery(filter, cursor, loaded.LISTING_CURSOR_PARAM);
      if (asDocument && canonical !== query.toString()) return { canonicalQuery: canonical };
      const page = await deps.searchProperties({ ...PropertyFilterSchema.parse({}), ...filter, cursor });
      const providers = filter.provider ? await deps.providers() : undefined;
      const frame = asDocument ? deps.visitorFrame! : deps.frame;
      const json = JSON.stringify(page);
      const make = () =>
        withSlot(
          frame,
          loaded.LISTING_SLOT,
          loaded.renderListing({ filter, page, cursor, providers, asDocument }),
          asDocument ? undefined : { id: loaded.FIRST_PAGE_DATA_ID, json },
        );
      const html = query.size === 0 ? remembered(frame, json, make) : make();
      if (!html) log.error('the prerendered /real-estate has no listing to put the server’s in');
      return html === undefined ? undefined : { html, asDocument };
    } catch (error) {
      log.warn(
        { err: error },
        'could not render the listing of /real-estate: serving the page that hydrates',
      );
      return undefined;
    }
  };
}
