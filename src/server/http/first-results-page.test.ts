import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressClient } from '../../../scripts/compress-client';
import { buildPageRenderers, PAGE_RENDERERS_DIR } from '../../../scripts/build-page-renderers';
import { createProperty, createProvider } from '../../testing/property-factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { firstResultsRendererFile } from './first-results-page';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SLOT = 'data-first-results-slot';
const SKELETON =
  '<div data-testid="property-skeleton"><div class="aspect-[4/3]"></div><div><div></div></div></div>';
// The prerendered /real-estate as React Router writes it, cut down: its loading state marked for the server.
const FRAME =
  '<!doctype html><html lang="en"><head><meta charSet="utf-8"/><title>Find Your Dream Property</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main><h1>Find Your Dream Property</h1>' +
  `<div role="status" aria-label="Loading properties" aria-busy="true" class="grid" ${SLOT}="">` +
  `${SKELETON.repeat(3)}</div></main><footer>${'Footer text. '.repeat(100)}</footer>` +
  '<script>window.__reactRouterContext={}</script></body></html>';

let rendererDir: Promise<string> | undefined;
/** The real renderer, built once for the file, as `npm run build` builds it. */
function builtRenderer(): Promise<string> {
  rendererDir ??= mkdtemp(path.join(tmpdir(), 'dh-renderers-')).then(async (dir) => {
    await buildPageRenderers(ROOT, dir);
    return dir;
  });
  return rendererDir;
}

/** A web build with the prerendered frame, beside the page renderers unless told otherwise. */
async function webBuild({ renderer }: { renderer: boolean }): Promise<string> {
  const base = await mkdtemp(path.join(tmpdir(), 'dh-build-'));
  const clientDir = path.join(base, 'client');
  await mkdir(path.join(clientDir, 'real-estate'), { recursive: true });
  await writeFile(path.join(clientDir, 'real-estate', 'index.html'), FRAME);
  await writeFile(path.join(clientDir, '__spa-fallback.html'), '<!doctype html><title>Loading</title>');
  await compressClient(clientDir);
  if (renderer) await cp(await builtRenderer(), path.join(base, PAGE_RENDERERS_DIR), { recursive: true });
  return clientDir;
}

/** The app on a fresh database with one published listing, serving `clientDir`. */
async function appWithListing(clientDir: string) {
  const testApp = await createTestApp({ clientDir });
  const db = testApp.runtime.database.db;
  const listing = await createProperty(db, (await createProvider(db)).id, {
    title: 'Lekki <Sea> & Sky Villa',
    mainImage: '/api/media/sample/villa-2-1.svg',
  });
  return { testApp, listing };
}

const dataBlock = (html: string) =>
  /<script type="application\/json" id="first-property-page">([^<]*)<\/script><\/body>/.exec(html)?.[1];

function serve(renderer: boolean) {
  const state = {} as { testApp: TestApp; clientDir: string; listing: { title: string } };
  beforeAll(async () => {
    state.clientDir = await webBuild({ renderer });
    Object.assign(state, await appWithListing(state.clientDir));
  }, 120_000);
  afterAll(async () => {
    await state.testApp.close();
    await rm(path.dirname(state.clientDir), { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    state.testApp.app.request(url, { headers });
  return { state, get };
}

describe('GET /real-estate with the page renderer', () => {
  const { state, get } = serve(true);

  it('has the first page of listings in its HTML, and the JSON the API answers in a data block', async () => {
    const response = await get('/real-estate');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('Lekki &lt;Sea&gt; &amp; Sky Villa</a>');
    expect(html).toContain('<img src="/api/media/sample/villa-2-1.svg"');
    expect(html).toContain('<link rel="preload" as="image" href="/api/media/sample/villa-2-1.svg"');
    expect(html).not.toContain('property-skeleton');
    expect(html).not.toContain(SLOT);
    expect(html).toContain(`</main><footer>${'Footer text. '.repeat(100)}</footer>`);

    const api = await (await get('/api/properties')).text();
    const block = dataBlock(html);
    expect(block).toContain('\\u003cSea>');
    expect(block?.replaceAll('\\u003c', '<')).toBe(api);
    expect(JSON.parse(block ?? '')).toEqual(JSON.parse(api));
  });

  it('is the same at /real-estate/', async () => {
    expect(dataBlock(await (await get('/real-estate/')).text())).toBeDefined();
  });

  it('is compressed per request as the client accepts, with the CSP of the prerendered page', async () => {
    const frame = await get('/real-estate?type=Villa');
    const br = await get('/real-estate', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-security-policy')).toBe(frame.headers.get('content-security-policy'));
    expect(br.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    const brHtml = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(brHtml).toContain('Lekki &lt;Sea&gt; &amp; Sky Villa');

    const gzip = await get('/real-estate', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(brHtml);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await state.testApp.app.request('/real-estate', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('shows a listing published since the last request', async () => {
    const brotliHtml = async () =>
      brotliDecompressSync(
        Buffer.from(await (await get('/real-estate', { 'accept-encoding': 'br' })).arrayBuffer()),
      ).toString();
    expect(await brotliHtml()).not.toContain('Ikoyi Garden Flat');
    const db = state.testApp.runtime.database.db;
    await createProperty(db, (await createProvider(db)).id, { title: 'Ikoyi Garden Flat' });
    expect(await brotliHtml()).toContain('Ikoyi Garden Flat');
  });

  it('answers 304 to a client whose copy is current', async () => {
    const first = await get('/real-estate', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/-br"$/);
    const again = await get('/real-estate', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('with a query (filters) is the prerendered frame: the page loads the filtered list once hydrated', async () => {
    const response = await get('/real-estate?search=lekki', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(FRAME);
    expect(await readFile(firstResultsRendererFile(state.clientDir), 'utf8')).toContain(SLOT);
  });
});

describe('GET /real-estate without the page renderer (development, or a build without it)', () => {
  const { get } = serve(false);

  it('is the prerendered frame', async () => {
    expect(await (await get('/real-estate')).text()).toBe(FRAME);
  });
});

describe('GET /real-estate while the database is down', () => {
  const { state, get } = serve(true);

  it('is the prerendered frame, whose list then shows its own error and retry', async () => {
    await state.testApp.runtime.database.close();
    const response = await get('/real-estate');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(FRAME);
  });
});
