/**
 * /healthcare/hospitals with the results its URL asks for (decision 040). The prerendered page lists every
 * hospital; for a URL with filters the server puts the form as filled and what the search found in its place, so
 * the finder works where JavaScript does not run, and writes the results into a data block that React starts from
 * (no second request, and the same markup to hydrate). The renderer is built from the web app.
 */
import type { Logger } from 'pino';
import {
  hospitalSearchFromParams,
  hospitalSearchToParams,
  type HospitalResultsView,
  type HospitalSearch,
} from '../../domain/catalogue/hospitals';
import { loadPageRenderer, withSlot } from './page-slot';

/** The module scripts/build-page-renderers.ts builds from the web app's hospital-finder-renderer.tsx. */
export interface HospitalFinderRenderer {
  renderHospitalFinder(search: HospitalSearch, results: HospitalResultsView): string;
  /** The attribute that marks the finder in the prerendered page. */
  HOSPITAL_FINDER_SLOT: string;
  /** The id of the data block the browser reads the results from. */
  SERVER_RESULTS_DATA_ID: string;
}

export interface HospitalFinderPageDeps {
  clientDir: string;
  /** The prerendered page that hydrates, as built. */
  frame: string;
  /** The prerendered document for visitors, as built; without it visitors get the page that hydrates. */
  visitorFrame?: string;
  /** `GET /api/hospitals`' search. */
  search: (search: HospitalSearch) => Promise<HospitalResultsView>;
  logger: Logger;
}

/**
 * The page with its results, and whether it is the visitors' document (whose CSP is its own frame's); or the query
 * the app would write for these filters, to send the browser to.
 */
export type RenderedFinderPage = { html: string; asDocument: boolean } | { canonicalQuery: string };

/**
 * Loads the renderer (once, from now) and returns what answers a request: undefined where the prerendered page is
 * to be served as built (no filters, no renderer, or a failure, which is logged: the page's React then asks the
 * API, and shows its own error if that fails too).
 */
export function hospitalFinderPage(
  deps: HospitalFinderPageDeps,
): (query: URLSearchParams, visitor: boolean, log?: Logger) => Promise<RenderedFinderPage | undefined> {
  const renderer = loadPageRenderer<HospitalFinderRenderer>(deps.clientDir, 'hospitals', deps.logger);
  return async (query, visitor, log = deps.logger) => {
    if (query.size === 0) return undefined;
    const loaded = await renderer;
    if (!loaded) return undefined;
    // A form submitted without React sends every field, empty or not; values that are not the lists' are dropped.
    const search = hospitalSearchFromParams(query);
    const canonical = hospitalSearchToParams(search).toString();
    if (canonical !== query.toString()) return { canonicalQuery: canonical };
    try {
      const results = await deps.search(search);
      const asDocument = visitor && deps.visitorFrame !== undefined;
      // A document React never runs needs no data to start from.
      const html = withSlot(
        asDocument ? deps.visitorFrame! : deps.frame,
        loaded.HOSPITAL_FINDER_SLOT,
        { body: loaded.renderHospitalFinder(search, results) },
        asDocument
          ? undefined
          : { id: loaded.SERVER_RESULTS_DATA_ID, json: JSON.stringify({ query: canonical, results }) },
      );
      if (!html) log.error('the prerendered /healthcare/hospitals has no finder to put the server’s in');
      return html === undefined ? undefined : { html, asDocument };
    } catch (error) {
      log.warn(
        { err: error },
        'could not render the hospital finder’s results: serving the prerendered page',
      );
      return undefined;
    }
  };
}
