/**
 * /real-estate with its first page of results in the HTML (decision 023): the prerendered frame, the cards the web
 * app's renderer draws for that page in place of the loading state, and the page's JSON for the browser's list
 * query to start from. The renderer is built from the web app (scripts/build-page-renderers.ts) and loaded from
 * beside the web build; the server never imports the web app itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { PropertyPageView } from '../../domain/property/property';

/** The module scripts/build-page-renderers.ts builds from src/web/features/real-estate/server/first-results.tsx. */
export interface FirstResultsRenderer {
  renderFirstResults(page: PropertyPageView): { head: string; body: string };
  /** The attribute that marks the loading state in the prerendered page. */
  FIRST_RESULTS_SLOT: string;
  /** The id of the data block the browser reads the page from. */
  FIRST_PAGE_DATA_ID: string;
}

/** Where the build writes the renderer: `build/page-renderers`, beside the web build in `build/client`. */
export function firstResultsRendererFile(clientDir: string): string {
  return path.join(path.dirname(clientDir), 'page-renderers', 'real-estate.js');
}

/** The renderer, or undefined where there is none (development, API tests) or it cannot be loaded. */
export async function loadFirstResultsRenderer(
  clientDir: string,
  logger: Logger,
): Promise<FirstResultsRenderer | undefined> {
  const file = firstResultsRendererFile(clientDir);
  if (!existsSync(file)) return undefined;
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as FirstResultsRenderer;
  } catch (error) {
    logger.error({ err: error }, 'could not load the /real-estate renderer: serving its prerendered frame');
    return undefined;
  }
}

/**
 * Start and end of the element carrying `attribute`, in React's markup. React escapes '<' in text and attribute
 * values, so every '<div' or '</div' there is a tag, and counting them finds the element's end.
 */
function elementWith(html: string, attribute: string): { start: number; end: number } | undefined {
  const at = html.indexOf(` ${attribute}=""`);
  const start = html.lastIndexOf('<', at);
  const tag = at < 0 ? undefined : /^<([a-z][a-z0-9]*)\s/.exec(html.slice(start, at + 1))?.[1];
  if (!tag) return undefined;
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return { start, end: html.indexOf('>', match.index) + 1 };
  }
  return undefined;
}

/** JSON inside a <script> element: '<' escaped, so no '</script>' or '<!--' in the data can end or change it. */
function scriptSafeJson(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/**
 * The prerendered frame with the first results in place of its loading state, their photos' preloads in the head
 * and the page's JSON (as the API answers it) in a data block; undefined if the frame has no loading state to
 * replace (a build whose page and renderer disagree).
 */
export function withFirstResults(
  frame: string,
  renderer: FirstResultsRenderer,
  page: PropertyPageView,
  json = JSON.stringify(page),
): string | undefined {
  const slot = elementWith(frame, renderer.FIRST_RESULTS_SLOT);
  const headEnd = frame.indexOf('</head>');
  const bodyEnd = frame.lastIndexOf('</body>');
  if (!slot || headEnd < 0 || bodyEnd < slot.end) return undefined;
  const { head, body } = renderer.renderFirstResults(page);
  // Outside React's tree, at the end of <body>, where hydration leaves unknown nodes alone; a data block does not
  // run, so the page's CSP needs no hash for it.
  const data = `<script type="application/json" id="${renderer.FIRST_PAGE_DATA_ID}">${scriptSafeJson(json)}</script>`;
  return [
    frame.slice(0, headEnd),
    head,
    frame.slice(headEnd, slot.start),
    body,
    frame.slice(slot.end, bodyEnd),
    data,
    frame.slice(bodyEnd),
  ].join('');
}

export interface FirstResultsPageDeps {
  clientDir: string;
  /** The prerendered page, as built. */
  frame: string;
  /** The first page of the unfiltered list, from the service `GET /api/properties` calls. */
  firstPage: () => Promise<PropertyPageView>;
  logger: Logger;
}

/**
 * Loads the renderer (once, from now) and returns what answers a request: the page with its first results, or
 * undefined where the frame as built is to be served. A failure is logged and costs only the early photos: the
 * frame's list loads from the API, and shows its own error and retry if that fails too.
 */
export function firstResultsPage(deps: FirstResultsPageDeps): (log: Logger) => Promise<string | undefined> {
  const renderer = loadFirstResultsRenderer(deps.clientDir, deps.logger);
  // Listings change seldom: while the first page reads the same, so does the HTML, and React need not run again.
  let last: { json: string; html: string | undefined } | undefined;
  return async (log) => {
    const loaded = await renderer;
    if (!loaded) return undefined;
    try {
      const page = await deps.firstPage();
      const json = JSON.stringify(page);
      if (last?.json !== json) last = { json, html: withFirstResults(deps.frame, loaded, page, json) };
      if (!last.html)
        log.error('the prerendered /real-estate has no loading state to put its first results in');
      return last.html;
    } catch (error) {
      log.warn({ err: error }, 'could not render the first results of /real-estate: serving its frame');
      return undefined;
    }
  };
}
