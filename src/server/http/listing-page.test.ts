import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import { createProperty, createProvider } from '../../testing/property-factories';
import { apiTest } from '../../testing/api-test';
import {
  asServed,
  PAGE_RENDERERS_BUILD_TIMEOUT,
  webBuildWithRenderers,
} from '../../testing/page-renderers-build';
import { listingRendererFile } from './listing-page';

const SLOT = 'data-property-listing';
const SKELETON =
  '<div data-testid="property-skeleton"><div class="aspect-[4/3]"></div><div><div></div></div></div>';
// The prerendered /real-estate as React Router writes it, cut down: its listing marked for the server.
const framed = (scripts: string) =>
  '<!doctype html><html lang="en"><head><meta charSet="utf-8"/><title>Find Your Dream Property</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main><h1>Find Your Dream Property</h1>' +
  `<div class="flex" ${SLOT}=""><form role="search"></form><div role="status" aria-label="Loading properties">` +
  `${SKELETON.repeat(3)}</div></div></main><footer>${'Footer text. '.repeat(100)}</footer>${scripts}</body></html>`;
/** The page that hydrates, and the visitors' document beside it (scripts/defer-hydration.ts). */
const FRAME = framed('<script>window.__reactRouterContext={}</script>');
const VISITOR_FRAME = framed('<script type="module" src="/assets/entry.document-1.js"></script>');
// Any session cookie, valid or not, gets the page that hydrates; its React asks the API who is signed in.
const SIGNED_IN = { cookie: 'better-auth.session_token=abc.def' };

/** A web build with the prerendered frame, beside the page renderers unless told otherwise. */
const webBuild = ({ renderer }: { renderer: boolean }) =>
  webBuildWithRenderers(
    {
      'real-estate/index.html': FRAME,
      'real-estate/index.visitor.html': VISITOR_FRAME,
      '__spa-fallback.html': '<!doctype html><title>Loading</title>',
    },
    { renderer },
  );

const dataBlock = (html: string) =>
  /<script type="application\/json" id="first-property-page">([^<]*)<\/script><\/body>/.exec(html)?.[1];

/**
 * The app serving a web build of its own (with the page renderers or without), and for each test one published
 * listing on its emptied database, the build's folder and `get`, a request signed in unless told otherwise.
 */
function serving(renderer: boolean) {
  let clientDir = '';
  return apiTest(async (onCleanup) => {
    clientDir = await webBuild({ renderer });
    onCleanup(() => rm(path.dirname(clientDir), { recursive: true, force: true }));
    return { clientDir };
  }).extend('page', { auto: true }, async ({ testApp, db }) => {
    const listing = await createProperty(db, (await createProvider(db)).id, {
      title: 'Lekki <Sea> & Sky Villa',
      mainImage: '/api/media/sample/villa-2-1.svg',
    });
    const get = (url: string, headers: Record<string, string> = SIGNED_IN) =>
      testApp.app.request(url, { headers });
    return { listing, clientDir, get };
  });
}

const withRenderer = serving(true);
const withoutRenderer = serving(false);
/** Its own app: its test closes the database. */
const withRendererDatabaseDown = serving(true);
const BUILD_TIMEOUT = PAGE_RENDERERS_BUILD_TIMEOUT;

describe('GET /real-estate with the page renderer, signed in', BUILD_TIMEOUT, () => {
  withRenderer(
    'has the first page of listings in its HTML, and the JSON the API answers in a data block',
    async ({ page: { get } }) => {
      const response = await get('/real-estate');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('Lekki &lt;Sea&gt; &amp; Sky Villa</a>');
      expect(html).toContain('<img src="/api/media/sample/villa-2-1.svg"');
      expect(html).toContain('<link rel="preload" as="image" href="/api/media/sample/villa-2-1.svg"');
      expect(html).not.toContain('property-skeleton');
      expect(html).toContain(`</main><footer>${'Footer text. '.repeat(100)}</footer>`);

      const api = await (await get('/api/properties')).text();
      const block = dataBlock(html);
      expect(block).toContain('\\u003cSea>');
      expect(block?.replaceAll('\\u003c', '<')).toBe(api);
      expect(JSON.parse(block ?? '')).toEqual(JSON.parse(api));
    },
  );

  withRenderer('is the same at /real-estate/', async ({ page: { get } }) => {
    expect(dataBlock(await (await get('/real-estate/')).text())).toBeDefined();
  });

  withRenderer(
    'is compressed per request as the client accepts, with the CSP of the prerendered page',
    async ({ page: { get } }) => {
      const frame = await get('/real-estate?type=Villa');
      const br = await get('/real-estate', { ...SIGNED_IN, 'accept-encoding': 'gzip, br' });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(br.headers.get('content-security-policy')).toBe(frame.headers.get('content-security-policy'));
      expect(br.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
      const brHtml = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
      expect(brHtml).toContain('Lekki &lt;Sea&gt; &amp; Sky Villa');

      const gzip = await get('/real-estate', { ...SIGNED_IN, 'accept-encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(brHtml);
    },
  );

  withRenderer('answers HEAD with the headers alone', async ({ testApp }) => {
    const response = await testApp.app.request('/real-estate', { method: 'HEAD', headers: SIGNED_IN });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  withRenderer('shows a listing published since the last request', async ({ db, page: { get } }) => {
    const brotliHtml = async () =>
      brotliDecompressSync(
        Buffer.from(
          await (await get('/real-estate', { ...SIGNED_IN, 'accept-encoding': 'br' })).arrayBuffer(),
        ),
      ).toString();
    expect(await brotliHtml()).not.toContain('Ikoyi Garden Flat');
    await createProperty(db, (await createProvider(db)).id, { title: 'Ikoyi Garden Flat' });
    expect(await brotliHtml()).toContain('Ikoyi Garden Flat');
  });

  withRenderer('answers 304 to a client whose copy is current', async ({ page: { get } }) => {
    const first = await get('/real-estate', { ...SIGNED_IN, 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/-br"$/);
    const again = await get('/real-estate', { ...SIGNED_IN, 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  withRenderer(
    'with a query (filters) is the prerendered frame: the page loads the filtered list once hydrated',
    async ({ page: { get, clientDir } }) => {
      const response = await get('/real-estate?search=lekki', { ...SIGNED_IN, 'accept-encoding': 'br' });
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(
        asServed(FRAME),
      );
      expect(await readFile(listingRendererFile(clientDir), 'utf8')).toContain(SLOT);
    },
  );
});

describe('GET /real-estate with the page renderer, for a visitor', BUILD_TIMEOUT, () => {
  /** The same app and build as signed in: each test starts from its own database all the same. */
  const it = withRenderer.extend('visit', ({ page: { get } }) => async (url: string) => {
    const response = await get(url, {});
    return { response, html: await response.text() };
  });

  it('is the document with the first page rendered, no data block, its own CSP, varying on Cookie', async ({
    visit,
  }) => {
    const { response, html } = await visit('/real-estate');
    expect(html).toContain('Lekki &lt;Sea&gt; &amp; Sky Villa</a>');
    expect(html).toContain('<script type="module" src="/assets/entry.document-1.js"></script></body>');
    expect(html).not.toContain('__reactRouterContext');
    expect(dataBlock(html)).toBeUndefined();
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(response.headers.get('content-security-policy')).not.toContain("'sha256-");
  });

  it('renders the list the URL asks for: search, type and the provider by name, with its form filled in', async ({
    db,
    visit,
  }) => {
    const provider = await createProvider(db, { name: 'Abuja Homes' });
    await createProperty(db, provider.id, { title: 'Maitama Penthouse', propertyType: 'Penthouse' });
    const searched = await visit('/real-estate?search=maitama');
    expect(searched.html).toContain('Maitama Penthouse');
    expect(searched.html).not.toContain('Sky Villa');
    expect(searched.html).toMatch(/<input[^>]*name="search"[^>]*value="maitama"/);
    expect(searched.html).toContain('aria-label="Remove filter Search: maitama"');

    const typed = await visit('/real-estate?type=Villa&minPrice=1000');
    expect(typed.html).not.toContain('Maitama Penthouse');
    expect(typed.html).toMatch(/<input type="radio" id="type-Villa"[^>]* checked=""/);
    expect(typed.html).toContain('href="/real-estate?type=Villa"');

    const byProvider = await visit(`/real-estate?provider=${provider.id}`);
    expect(byProvider.html).toContain('Provider: Abuja Homes');
    expect(byProvider.html).toContain('Maitama Penthouse');
    expect(byProvider.html).not.toContain('Sky Villa');
  });

  it('renders the location filter: the state chosen, its towns offered, and a chip for each', async ({
    db,
    visit,
  }) => {
    const provider = await createProvider(db);
    await createProperty(db, provider.id, { title: 'Lekki Shore Villa', state: 'Lagos', town: 'Lekki' });
    await createProperty(db, provider.id, { title: 'Bodija Garden Home', state: 'Oyo', town: 'Ibadan' });
    const anywhere = await visit('/real-estate');
    expect(anywhere.html).toMatch(/<select id="town" name="town" disabled=""/);

    const { html } = await visit('/real-estate?state=Lagos&town=Lekki');
    expect(html).toContain('Lekki Shore Villa');
    expect(html).not.toContain('Bodija Garden Home');
    expect(html).toMatch(/<option value="Lagos" selected="">/);
    expect(html).toMatch(/<option value="Lekki" selected="">/);
    expect(html).toContain('<option value="Ikeja">');
    expect(html).not.toContain('<option value="Ibadan">');
    expect(html).toContain('aria-label="Remove filter State: Lagos"');
    expect(html).toContain('aria-label="Remove filter Town: Lekki"');
    expect(html).toContain('href="/real-estate?state=Lagos"');
  });

  it('has Load more as a link to the page after, which renders the next listings', async ({ db, visit }) => {
    const provider = await createProvider(db);
    for (let n = 1; n <= 13; n += 1) await createProperty(db, provider.id, { title: `Paged Home ${n}` });
    const first = await visit('/real-estate?search=paged');
    const next = /<a href="([^"]+)" data-load-more=""/.exec(first.html)?.[1]?.replaceAll('&amp;', '&');
    expect(next).toMatch(/^\/real-estate\?search=paged&cursor=/);
    expect(first.html.match(/Paged Home \d+<\/a>/g)).toHaveLength(12);
    const second = await visit(next!);
    expect(second.html.match(/Paged Home \d+<\/a>/g)).toEqual(['Paged Home 1</a>']);
    expect(second.html).not.toContain('data-load-more');
  });

  it('sends a form submitted without React to the URL the app would write', async ({ page: { get } }) => {
    const cases = [
      [
        '/real-estate?search=abuja&type=Villa&bedrooms=5&minPrice=&maxPrice=',
        '/real-estate?search=abuja&type=Villa&bedrooms=5',
      ],
      ['/real-estate?type=all&bedrooms=0&minPrice=250%2C000&maxPrice=', '/real-estate?minPrice=250000'],
      ['/real-estate?search=&type=all&bedrooms=0&utm_source=mail', '/real-estate'],
      // The state changed without React: the town left from the state before is not the new state's.
      ['/real-estate?state=Oyo&town=Lekki&type=all', '/real-estate?state=Oyo'],
      ['/real-estate?state=&type=all', '/real-estate'],
    ];
    for (const [url, location] of cases) {
      const response = await get(url!, {});
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    }
    expect((await get('/real-estate?search=abuja&type=Villa', {})).status).toBe(200);
    expect((await get('/real-estate?type=all&minPrice=')).status).toBe(200);
  });

  it('with a cursor that does not parse is the page that hydrates, which loads its list itself', async ({
    visit,
  }) => {
    const { html } = await visit('/real-estate?cursor=not-a-cursor');
    expect(html).toBe(asServed(FRAME));
  });
});

describe(
  'GET /real-estate without the page renderer (development, or a build without it)',
  BUILD_TIMEOUT,
  () => {
    withoutRenderer('is the prerendered page that hydrates, for a visitor too', async ({ page: { get } }) => {
      expect(await (await get('/real-estate')).text()).toBe(asServed(FRAME));
      expect(await (await get('/real-estate', {})).text()).toBe(asServed(FRAME));
    });
  },
);

describe('GET /real-estate while the database is down', BUILD_TIMEOUT, () => {
  withRendererDatabaseDown(
    'is the prerendered frame, whose list then shows its own error and retry',
    async ({ testApp, page: { get } }) => {
      await testApp.runtime.database.close();
      for (const headers of [SIGNED_IN, {}]) {
        const response = await get('/real-estate', headers);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(asServed(FRAME));
      }
    },
  );
});
