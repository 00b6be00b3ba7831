import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { Logger } from 'pino';
import type { HospitalResultsView, HospitalSearch } from '../../domain/catalogue/hospitals';
import type { FuneralPlanView } from '../../domain/funeral/funeral-plan';
import type { PropertyFilter, PropertyPageView, RealtyProviderView } from '../../domain/property/property';
import type { SiteFacts } from '../../domain/site/site-facts';
import { hasSessionCookie } from '../auth/session-cookie';
import { chooseEncoding, PRECOMPRESSED, type Encoding } from './accept-encoding';
import type { AppEnv } from './app-env';
import { indexClientFiles, urlPathOf, VISITOR_DOCUMENT_FILE } from './client-files';
import { requestHeader } from './request-header';
import { hospitalFinderPage, type RenderedFinderPage } from './hospital-finder-page';
import { listDocumentPage } from './list-document-page';
import { listingPage, type RenderedListingPage } from './listing-page';
import { pageCsp, SERVICE_WORKER_CSP } from './security-headers';
import { withSiteFacts } from './site-facts';

interface Page {
  csp: string;
  etag: string;
  /** The HTML as served. */
  html: string;
  /** It, or a compressed copy: the build's, or made on first use when the server changed the page. */
  body: (encoding: Encoding | undefined) => Buffer | Promise<Buffer>;
  encodings: Encoding[];
}

interface Representation {
  type: string;
  cacheControl: string;
  etag: string;
  encodings: Encoding[];
  headers?: Record<string, string>;
  /** Request headers besides Accept-Encoding that chose this answer. */
  vary?: string;
  body: (encoding: Encoding | undefined) => Promise<Buffer> | Buffer;
}

const SPA_FALLBACK = '/__spa-fallback.html';
// Written by scripts/build-pwa.ts (src/web/pwa/pwa-urls.ts); at the root, so its scope is the whole app.
const SERVICE_WORKER = '/sw.js';
// Hashed file names change with their content, so browsers may keep them for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (HTML above all) is revalidated on every use, so a new build is seen at once.
const REVALIDATE = 'no-cache';
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
// The pages the server renders per request: the listing (listing-page.ts), the finder (hospital-finder-page.ts),
// and the visitors' documents of the funeral plans and the realty providers (list-document-page.ts).
const REAL_ESTATE = '/real-estate';
const HOSPITALS = '/healthcare/hospitals';
const FUNERAL_PLANS = '/funeral-insurance';
const REALTY_PROVIDERS = '/real-estate-providers';
// Read from the database, so not served before it is ready (readiness-gate.ts).
const RENDERED_ROUTES = new Set([REAL_ESTATE, HOSPITALS, FUNERAL_PLANS, REALTY_PROVIDERS]);
const ENCODINGS: Encoding[] = PRECOMPRESSED.map(({ encoding }) => encoding);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// For a page compressed per request: on /real-estate's 70 KB, brotli's quality 5 took 1 ms and wrote 10 % more
// than its best quality, which took 50 ms.
const compressPerRequest: Record<Encoding, (html: string) => Promise<Buffer>> = {
  br: (html) => brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => gzipped(html),
};

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** `/help/index.html` is served at `/help`; the root `/index.html` at `/`. */
function routeOf(urlPath: string): string {
  return urlPath.replace(/\/index\.html$/, '') || '/';
}

/**
 * A built page, with the configuration's facts on its `<html>` when given (site-facts.ts). A page they change is
 * compressed again on first use, once per encoding, as a rendered page is; any other is served as the build wrote it.
 */
function readPage(file: string, facts: SiteFacts | undefined): Page {
  const built = readFileSync(file);
  const builtHtml = built.toString('utf8');
  const html = facts ? withSiteFacts(builtHtml, facts) : builtHtml;
  const identity = html === builtHtml ? built : Buffer.from(html);
  const page = {
    csp: pageCsp(inlineScriptHashes(html)),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    html,
  };
  if (identity !== built) {
    const compressed: Partial<Record<Encoding, Promise<Buffer>>> = {};
    return {
      ...page,
      encodings: ENCODINGS,
      body: (encoding) =>
        encoding ? (compressed[encoding] ??= compressPerRequest[encoding](html)) : identity,
    };
  }
  const bodies: Partial<Record<Encoding, Buffer>> = {};
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (existsSync(file + suffix)) bodies[encoding] = readFileSync(file + suffix);
  }
  return {
    ...page,
    encodings: ENCODINGS.filter((encoding) => bodies[encoding]),
    body: (encoding) => (encoding ? (bodies[encoding] ?? identity) : identity),
  };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Answers with the best precompressed copy the client accepts (the compress middleware leaves a response that
 * already has a Content-Encoding alone), each encoding with its own ETag, and 304 when the client's copy is current.
 */
async function send(acceptEncoding: string | undefined, ifNoneMatch: string | undefined, r: Representation) {
  const encoding = chooseEncoding(acceptEncoding, r.encodings);
  const etag = encoding ? r.etag.replace(/"$/, `-${encoding}"`) : r.etag;
  const headers: Record<string, string> = { 'cache-control': r.cacheControl, etag, ...r.headers };
  const vary = [r.vary, r.encodings.length > 0 && 'Accept-Encoding'].filter(Boolean).join(', ');
  if (vary) headers.vary = vary;
  if (matchesEtag(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers['content-type'] = r.type;
  if (encoding) headers['content-encoding'] = encoding;
  const body = await r.body(encoding);
  // With its length known, the compress middleware leaves a file too small to be worth compressing alone.
  headers['content-length'] = String(body.length);
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers });
}

export interface StaticClientOptions {
  logger?: Logger;
  /** The property list's services, for /real-estate's listing (listing-page.ts). */
  listings?: {
    search: (filter: PropertyFilter) => Promise<PropertyPageView>;
    providers: () => Promise<RealtyProviderView[]>;
  };
  /** The active funeral plans, for a visitor's /funeral-insurance (list-document-page.ts). */
  funeralPlans?: () => Promise<FuneralPlanView[]>;
  /** The hospital finder's search, for /healthcare/hospitals' results (hospital-finder-page.ts). */
  hospitals?: (search: HospitalSearch) => Promise<HospitalResultsView>;
  /** What the configuration makes true on the public pages, written on every page's `<html>` (decision 053). */
  siteFacts?: SiteFacts;
}

type RenderPage = (
  query: URLSearchParams,
  visitor: boolean,
  log: Logger | undefined,
) => Promise<RenderedListingPage | RenderedFinderPage | undefined>;

export interface StaticClient extends Hono<AppEnv> {
  /**
   * Whether a GET of `urlPath` is answered from the build alone: a prerendered page other than the two the
   * server renders, or a built file. Nothing else (a rendered page, the SPA fallback for a route the server owns
   * such as /verify, a 404) is: what the server may answer before its database is ready (readiness-gate.ts).
   */
  servesFromBuild(urlPath: string): boolean;
}

/**
 * Serves the built web app: prerendered pages from memory (each with a CSP naming its own inline scripts),
 * hashed assets cached for a year, every file in the brotli or gzip copy the build wrote, and the SPA fallback
 * for every other route, which the router then renders. A page built with a document for visitors sends it to a
 * request without a session cookie (decision 027). /real-estate carries its listing, /healthcare/hospitals the
 * results its URL asks for, and a visitor's /funeral-insurance and /real-estate-providers their lists, rendered per
 * request, when the build has their renderers.
 */
export function staticClient(clientDir: string, options: StaticClientOptions = {}): StaticClient {
  const pages = new Map<string, Page>();
  // Pages whose visitors (no session cookie) get the document without React (decision 027).
  const visitorDocuments = new Map<string, Page>();
  for (const file of htmlFiles(clientDir)) {
    const urlPath = urlPathOf(clientDir, file);
    if (path.basename(file) === VISITOR_DOCUMENT_FILE) {
      visitorDocuments.set(
        routeOf(urlPath.replace(VISITOR_DOCUMENT_FILE, 'index.html')),
        readPage(file, options.siteFacts),
      );
    } else
      pages.set(
        urlPath === SPA_FALLBACK ? SPA_FALLBACK : routeOf(urlPath),
        readPage(file, options.siteFacts),
      );
  }
  const fallback = pages.get(SPA_FALLBACK) ?? pages.get('/');
  const files = indexClientFiles(clientDir);
  const realEstateFrame = pages.get(REAL_ESTATE);
  const realEstateDocument = visitorDocuments.get(REAL_ESTATE);
  const { logger, listings, hospitals } = options;
  const realEstate =
    realEstateFrame &&
    logger &&
    listings &&
    listingPage({
      clientDir,
      frame: realEstateFrame.html,
      visitorFrame: realEstateDocument?.html,
      searchProperties: listings.search,
      providers: listings.providers,
      logger,
    });
  const hospitalsFrame = pages.get(HOSPITALS);
  const hospitalFinder =
    hospitalsFrame &&
    logger &&
    hospitals &&
    hospitalFinderPage({
      clientDir,
      frame: hospitalsFrame.html,
      visitorFrame: visitorDocuments.get(HOSPITALS)?.html,
      search: hospitals,
      logger,
    });
  // Each page the server renders, and whether it does without a query: the finder's prerendered pages are its
  // unfiltered results, for either audience.
  const renderedPages = new Map<string, { render: RenderPage; withoutQuery: boolean }>();
  if (realEstate) {
    const render: RenderPage = (query, visitor, log) => realEstate({ query, visitor }, log);
    renderedPages.set(REAL_ESTATE, { render, withoutQuery: true });
  }
  if (hospitalFinder) renderedPages.set(HOSPITALS, { render: hospitalFinder, withoutQuery: false });
  // A visitor's document with its list; a signed-in user's page hydrates as built and asks the API.
  const lists = [
    { route: FUNERAL_PLANS, renderer: 'funeral-plans', load: options.funeralPlans },
    { route: REALTY_PROVIDERS, renderer: 'realty-providers', load: listings?.providers },
  ];
  for (const { route, renderer, load } of lists) {
    const visitorFrame = visitorDocuments.get(route)?.html;
    if (!pages.has(route) || !visitorFrame || !logger || !load) continue;
    const listDocument = listDocumentPage<unknown>({ clientDir, renderer, visitorFrame, load, logger });
    const render: RenderPage = (_query, visitor, log) =>
      visitor ? listDocument(log) : Promise.resolve(undefined);
    renderedPages.set(route, { render, withoutQuery: true });
  }
  const app = new Hono<AppEnv>();

  const pageRepresentation = (page: Page): Representation => ({
    type: 'text/html; charset=utf-8',
    cacheControl: REVALIDATE,
    etag: page.etag,
    encodings: page.encodings,
    headers: { 'content-security-policy': page.csp },
    body: page.body,
  });

  /**
   * A page rendered per request, with the CSP of the frame it was made from, compressed when first asked for: the
   * last one of each frame is kept, since the same HTML comes back until the listings change.
   */
  const lastRendered = new Map<Page, { html: string; representation: Representation }>();
  const renderedRepresentation = (frame: Page, html: string): Representation => {
    const kept = lastRendered.get(frame);
    if (kept?.html === html) return kept.representation;
    const bodies: Partial<Record<Encoding, Promise<Buffer>>> = {};
    const representation: Representation = {
      ...pageRepresentation(frame),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
      encodings: ENCODINGS,
      body: (encoding) =>
        encoding ? (bodies[encoding] ??= compressPerRequest[encoding](html)) : Buffer.from(html),
    };
    lastRendered.set(frame, { html, representation });
    return representation;
  };

  app.get('*', async (c) => {
    const urlPath = c.req.path;
    const route = urlPath.replace(/\/$/, '') || '/';
    const page = pages.get(route);
    const file = page ? undefined : files.get(urlPath);
    const accept = c.req.header('accept-encoding');
    const ifNoneMatch = c.req.header('if-none-match');
    const visitorDocument = visitorDocuments.get(route);
    const visitor = !hasSessionCookie(requestHeader(c, 'cookie'));
    // Whatever goes wrong rendering it, the page that hydrates, whose list loads from the API.
    const query = new URL(c.req.url).searchParams;
    const rendering = page && renderedPages.get(route);
    if (page && rendering && (rendering.withoutQuery || query.size > 0)) {
      const rendered = await rendering.render(query, visitor, c.get('log'));
      if (rendered && 'canonicalQuery' in rendered) {
        const location = rendered.canonicalQuery ? `${route}?${rendered.canonicalQuery}` : route;
        return c.redirect(location, 302);
      }
      const asDocument = rendered && 'asDocument' in rendered && rendered.asDocument;
      const frame = asDocument && visitorDocument ? visitorDocument : page;
      const representation = rendered
        ? renderedRepresentation(frame, rendered.html)
        : pageRepresentation(page);
      return send(accept, ifNoneMatch, { ...representation, vary: visitorDocument ? 'Cookie' : undefined });
    }
    if (page && visitorDocument) {
      return send(accept, ifNoneMatch, {
        ...pageRepresentation(visitor ? visitorDocument : page),
        vary: 'Cookie',
      });
    }
    if (page) return send(accept, ifNoneMatch, pageRepresentation(page));
    if (file) {
      return send(accept, ifNoneMatch, {
        type: getMimeType(file.file) ?? 'application/octet-stream',
        // The worker is never immutable: the browser checks it for a new build on every visit.
        cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
        etag: file.etag,
        encodings: file.encodings,
        headers: urlPath === SERVICE_WORKER ? { 'content-security-policy': SERVICE_WORKER_CSP } : undefined,
        body: (encoding) =>
          readFile(file.file + (PRECOMPRESSED.find((p) => p.encoding === encoding)?.suffix ?? '')),
      });
    }
    // A missing file (an old asset, a typo'd image) is a real 404, not the app shell.
    if (path.extname(urlPath) || !fallback) return c.text('Not Found', 404);
    return send(accept, ifNoneMatch, pageRepresentation(fallback));
  });
  const servesFromBuild = (urlPath: string) => {
    const route = urlPath.replace(/\/$/, '') || '/';
    if (pages.has(route)) return route !== SPA_FALLBACK && !RENDERED_ROUTES.has(route);
    return files.has(urlPath);
  };
  return Object.assign(app, { servesFromBuild });
}

export function hasClientBuild(clientDir: string): boolean {
  return existsSync(clientDir);
}
