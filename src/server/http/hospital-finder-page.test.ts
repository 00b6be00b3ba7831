import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { apiTest } from '../../testing/api-test';
import {
  asServed,
  PAGE_RENDERERS_BUILD_TIMEOUT,
  webBuildWithRenderers,
} from '../../testing/page-renderers-build';

const SLOT = 'data-hospital-finder';
// The prerendered /healthcare/hospitals as React Router writes it, cut down: every hospital, the finder marked.
const framed = (scripts: string) =>
  '<!doctype html><html lang="en"><head><meta charSet="utf-8"/><title>Find a Hospital | Diaspora Hub</title>' +
  '</head><body><main><h1>Find a hospital</h1>' +
  `<div class="grid" ${SLOT}=""><form role="search"></form><section><p role="status">65 hospitals found</p>` +
  `<ul><li><h3>Every hospital</h3></li></ul></section></div></main><footer>Footer</footer>${scripts}</body></html>`;
/** The page that hydrates, and the visitors' document beside it (scripts/defer-hydration.ts). */
const FRAME = framed('<script>window.__reactRouterContext={}</script>');
const VISITOR_FRAME = framed('<script type="module" src="/assets/entry.document-1.js"></script>');
// Any session cookie gets the page that hydrates.
const SIGNED_IN = { cookie: 'better-auth.session_token=abc.def' };

const dataBlock = (html: string) =>
  /<script type="application\/json" id="hospital-results">([^<]*)<\/script><\/body>/.exec(html)?.[1];
const resultNames = (html: string) =>
  [...html.matchAll(/<h3 id="hospital-[^"]*"[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);

/** The app serving a web build of the finder's frame, with the page renderers or without. */
function serving(renderer: boolean) {
  return apiTest(async (onCleanup) => {
    const clientDir = await webBuildWithRenderers(
      {
        'healthcare/hospitals/index.html': FRAME,
        'healthcare/hospitals/index.visitor.html': VISITOR_FRAME,
      },
      { renderer },
    );
    onCleanup(() => rm(path.dirname(clientDir), { recursive: true, force: true }));
    return { clientDir };
  }).extend('page', { auto: true }, async ({ testApp }) => ({
    get: (url: string, headers: Record<string, string> = SIGNED_IN) => testApp.app.request(url, { headers }),
  }));
}

const withRenderer = serving(true);
const withoutRenderer = serving(false);
/** Its own app: its test closes the database. */
const withRendererDatabaseDown = serving(true);

describe('GET /healthcare/hospitals with the page renderer', PAGE_RENDERERS_BUILD_TIMEOUT, () => {
  withRenderer(
    'puts the results a URL asks for into the page, the form filled in, and hands them to React',
    async ({ page: { get } }) => {
      const response = await get('/healthcare/hospitals?state=Lagos&town=Ikeja');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(resultNames(html)).toEqual([
        'Allen Avenue Family Clinic',
        'Coral Bay Hospital',
        'Crown Point Hospital',
        'Silverline Hospital',
        'Smile Court Dental Centre',
      ]);
      expect(html).toContain('5 hospitals found');
      expect(html).not.toContain('Every hospital');
      expect(html).toMatch(/<option value="Lagos" selected="">Lagos<\/option>/);
      expect(html).toMatch(/<option value="Ikeja" selected="">Ikeja<\/option>/);
      expect(html).toContain('<footer>Footer</footer>');

      const api = await (await get('/api/hospitals?state=Lagos&town=Ikeja', {})).json();
      expect(JSON.parse(dataBlock(html) ?? '')).toEqual({ query: 'state=Lagos&town=Ikeja', results: api });
    },
  );

  withRenderer(
    'gives a visitor the results in the document without React, with no data block',
    async ({ page: { get } }) => {
      const response = await get('/healthcare/hospitals?state=Lagos&town=Ikeja', {});
      expect(response.headers.get('vary')).toContain('Cookie');
      const html = await response.text();
      expect(resultNames(html)).toHaveLength(5);
      expect(html).toContain('entry.document-1.js');
      expect(html).not.toContain('__reactRouterContext');
      expect(dataBlock(html)).toBeUndefined();
      expect(await (await get('/healthcare/hospitals', {})).text()).toBe(asServed(VISITOR_FRAME));
    },
  );

  withRenderer('says when nothing matches, and escapes what was typed', async ({ page: { get } }) => {
    const html = await (await get('/healthcare/hospitals?name=%3C%2Fscript%3Ezzqx')).text();
    expect(resultNames(html)).toEqual([]);
    expect(html).toContain('No hospital matches this search.');
    expect(html).toContain('value="&lt;/script&gt;zzqx"');
    expect(JSON.parse(dataBlock(html) ?? '')).toMatchObject({ query: 'name=%3C%2Fscript%3Ezzqx' });
  });

  withRenderer(
    'sends a form submitted without React, every field sent, to the query the app writes',
    async ({ page: { get } }) => {
      const response = await get('/healthcare/hospitals?name=&state=Lagos&town=&tier=Tier+2');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/healthcare/hospitals?state=Lagos&tier=Tier+2');
      const unknown = await get('/healthcare/hospitals?tier=Tier+99');
      expect(unknown.status).toBe(302);
      expect(unknown.headers.get('location')).toBe('/healthcare/hospitals');
    },
  );

  withRenderer('serves the page as built without filters', async ({ page: { get } }) => {
    expect(await (await get('/healthcare/hospitals')).text()).toBe(asServed(FRAME));
  });

  withoutRenderer('serves the page as built where there is no renderer', async ({ page: { get } }) => {
    expect(await (await get('/healthcare/hospitals?state=Lagos')).text()).toBe(asServed(FRAME));
  });

  withRendererDatabaseDown(
    'serves the page as built when the database is down',
    async ({ page: { get }, testApp }) => {
      await testApp.runtime.database.close();
      const response = await get('/healthcare/hospitals?state=Lagos');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(asServed(FRAME));
    },
  );
});
