import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { apiTest } from '../../testing/api-test';
import { insertFuneralPlan } from '../../testing/funeral-plan-factory';
import {
  asServed,
  PAGE_RENDERERS_BUILD_TIMEOUT,
  webBuildWithRenderers,
} from '../../testing/page-renderers-build';
import { createProvider } from '../../testing/property-factories';

// The prerendered pages as React Router writes them, cut down: each list's loading state marked for the server.
const framed = (title: string, slot: string, scripts: string) =>
  `<!doctype html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title></head><body><main>` +
  `<h1>${title}</h1><div class="flex flex-col" ${slot}=""><div role="status" aria-label="Loading">` +
  `<div class="skeleton"></div></div></div><a href="/real-estate">Browse all properties</a></main>${scripts}</body></html>`;
const HYDRATING = '<script>window.__reactRouterContext={}</script>';
const DOCUMENT = '<script type="module" src="/assets/entry.document-1.js"></script>';
const PAGES = {
  '/funeral-insurance': 'data-funeral-plans',
  '/real-estate-providers': 'data-realty-providers',
} as const;
const FILES = Object.fromEntries(
  Object.entries(PAGES).flatMap(([route, slot]) => [
    [`${route.slice(1)}/index.html`, framed(route, slot, HYDRATING)],
    [`${route.slice(1)}/index.visitor.html`, framed(route, slot, DOCUMENT)],
  ]),
);
const frame = (route: keyof typeof PAGES) => asServed(FILES[`${route.slice(1)}/index.html`]!);
// Any session cookie, valid or not, gets the page that hydrates; its React asks the API who is signed in.
const SIGNED_IN = { cookie: 'better-auth.session_token=abc.def' };
const VISITOR = {};

/** The app serving a web build of its own, with the page renderers or without, and one plan and one provider. */
function serving(renderer: boolean) {
  return apiTest(async (onCleanup) => {
    const clientDir = await webBuildWithRenderers(
      { ...FILES, '__spa-fallback.html': '<!doctype html><title>Loading</title>' },
      { renderer },
    );
    onCleanup(() => rm(path.dirname(clientDir), { recursive: true, force: true }));
    return { clientDir };
  }).extend('page', { auto: true }, async ({ testApp, db }) => {
    await insertFuneralPlan(testApp, 'member_nucleus', { underwriter: 'Harbour <Life> & Co' });
    await createProvider(db, { name: 'Lagos <Homes> & Co', logoUrl: '/api/media/sample/logo-2.svg' });
    const get = (url: string, headers: Record<string, string>) => testApp.app.request(url, { headers });
    return { get };
  });
}

const withRenderer = serving(true);
const withoutRenderer = serving(false);
const withRendererDatabaseDown = serving(true);

describe('a visitor’s /funeral-insurance and /real-estate-providers', PAGE_RENDERERS_BUILD_TIMEOUT, () => {
  withRenderer(
    'are the documents with the plans and the providers in place of their loading state',
    async ({ page: { get } }) => {
      const plans = await get('/funeral-insurance', VISITOR);
      expect(plans.status).toBe(200);
      expect(plans.headers.get('vary')).toContain('Cookie');
      const plansHtml = await plans.text();
      expect(plansHtml).toContain(DOCUMENT);
      expect(plansHtml).not.toContain('Loading');
      expect(plansHtml).toContain('Harbour &lt;Life&gt; &amp; Co');
      expect(plansHtml).toMatch(/<a [^>]*href="\/funeral-insurance\/apply\?plan=[\w-]+"[^>]*>Select Plan/);
      expect(plansHtml).toContain('Browse all properties');

      const providers = await (await get('/real-estate-providers', VISITOR)).text();
      expect(providers).toContain(DOCUMENT);
      expect(providers).not.toContain('Loading');
      expect(providers).toContain('Lagos &lt;Homes&gt; &amp; Co</h2>');
      expect(providers).toContain('<img src="/api/media/sample/logo-2.svg"');
      expect(providers).toMatch(/<a [^>]*href="\/real-estate\?provider=[\w-]+"[^>]*>View Properties<\/a>/);
    },
  );

  withRenderer('show a plan the console adds at the next request', async ({ testApp, page: { get } }) => {
    expect(await (await get('/funeral-insurance', VISITOR)).text()).not.toContain('Westgate Life');
    await insertFuneralPlan(testApp, 'family', { underwriter: 'Westgate Life' });
    expect(await (await get('/funeral-insurance', VISITOR)).text()).toContain('Westgate Life');
  });

  withRenderer('are the pages that hydrate, as built, for someone signed in', async ({ page: { get } }) => {
    for (const route of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const response = await get(route, SIGNED_IN);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(frame(route));
    }
  });

  withoutRenderer('are the pages that hydrate without the renderers', async ({ page: { get } }) => {
    for (const route of Object.keys(PAGES) as (keyof typeof PAGES)[])
      expect(await (await get(route, VISITOR)).text()).toBe(frame(route));
  });

  withRendererDatabaseDown(
    'are the pages that hydrate while the database is down, whose lists show their own error',
    async ({ testApp, page: { get } }) => {
      await testApp.runtime.database.close();
      for (const route of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
        const response = await get(route, VISITOR);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(frame(route));
      }
    },
  );
});
