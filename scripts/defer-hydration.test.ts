import { describe, expect, it } from 'vitest';
import { deferHydration, visitorDocument } from './defer-hydration';

// The shape React Router 7's <Scripts /> prerenders (trimmed): preloads in <head>, then the module loader.
const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/page-4.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"page":route1};',
  '',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join('\n');

const DOCUMENT_ENTRY = '/assets/entry.document-5.js';

const loaderOf = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;

/** Runs the rewritten loader against a stand-in browser and records what it did, in order. */
async function runLoader(loader: string, { painted }: { painted: boolean }) {
  const events: string[] = [];
  const paintObservers: ((list: { getEntries: () => { name: string }[] }) => void)[] = [];
  const window: Record<string, unknown> = {};
  const browser = {
    performance: {
      getEntriesByType: () => (painted ? [{ name: 'first-contentful-paint' }] : [{ name: 'first-paint' }]),
    },
    PerformanceObserver: Object.assign(
      function PerformanceObserver(this: object, callback: (typeof paintObservers)[number]) {
        return { observe: () => paintObservers.push(callback) };
      },
      { supportedEntryTypes: ['paint'] },
    ),
    addEventListener: () => {},
    document: {
      head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
      createElement: () => ({}),
    },
    window,
    // A message to ourselves arrives in a new task: recorded, then delivered.
    MessageChannel: function MessageChannel() {
      const port1 = { onmessage: () => {}, close: () => {} };
      const port2 = {
        postMessage: () => {
          events.push('new task');
          setTimeout(() => port1.onmessage(), 0);
        },
      };
      return { port1, port2 };
    },
    load: async (specifier: string) => {
      events.push(`import ${specifier}`);
      return { specifier };
    },
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const run = new AsyncFunction(...Object.keys(browser), loader.replaceAll('import(', 'load('));
  const done = run(...Object.values(browser));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return {
    events,
    window,
    done,
    paint: () =>
      paintObservers.forEach((observer) =>
        observer({ getEntries: () => [{ name: 'first-contentful-paint' }] }),
      ),
  };
}

describe('deferHydration', () => {
  it('takes the module preloads out of the HTML and keeps everything else', () => {
    const html = deferHydration(PAGE, DOCUMENT_ENTRY);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Hello</main>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html).not.toMatch(/^import /m);
  });

  it('imports nothing until the first contentful paint, then preloads and imports as React Router would', async () => {
    const loader = loaderOf(deferHydration(PAGE, DOCUMENT_ENTRY));
    const page = await runLoader(loader, { painted: false });
    expect(page.events).toEqual([]);

    page.paint();
    await page.done;
    expect(page.events).toEqual([
      'modulepreload /assets/manifest-1.js',
      'modulepreload /assets/entry.client-2.js',
      'modulepreload /assets/root-3.js',
      'new task',
      // Each preloaded module but the entry in a task of its own, so no one task evaluates the whole graph.
      'import /assets/manifest-1.js',
      'new task',
      'import /assets/root-3.js',
      'new task',
      'import /assets/manifest-1.js',
      'import /assets/root-3.js',
      'import /assets/page-4.js',
      'import /assets/entry.client-2.js',
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { specifier: '/assets/root-3.js' },
      page: { specifier: '/assets/page-4.js' },
    });
  });

  it('adds the preloads ten per task', async () => {
    const preloads = Array.from(
      { length: 23 },
      (_, n) => `<link rel="modulepreload" href="/assets/m-${n}.js"/>`,
    );
    const page = await runLoader(
      loaderOf(deferHydration(PAGE.replace('<head>', `<head>${preloads.join('')}`), DOCUMENT_ENTRY)),
      { painted: true },
    );
    await page.done;
    const preloading = page.events.slice(0, page.events.indexOf('import /assets/m-0.js'));
    const batches = preloading
      .join('|')
      .split('new task')
      .map((batch) => batch.split('|').filter((event) => event.startsWith('modulepreload')).length);
    expect(batches).toEqual([10, 10, 6, 0]);
  });

  it('starts at once when the page has already painted', async () => {
    const page = await runLoader(loaderOf(deferHydration(PAGE, DOCUMENT_ENTRY)), { painted: true });
    await page.done;
    expect(page.events.at(-1)).toBe('import /assets/entry.client-2.js');
  });

  it('gives a page marked as a document the document script instead of React Router’s scripts', () => {
    const marked = PAGE.replace('<main>', '<meta name="dh-no-hydration" content=""/><main>');
    const html = deferHydration(marked, DOCUMENT_ENTRY);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('dh-no-hydration');
    expect(html).not.toMatch(/<script(?! type="module" src=)/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Hello</main>');
    expect(html).toMatch(/<script type="module" src="\/assets\/entry.document-5.js"><\/script><\/body>/);
  });

  it('gives a page marked for visitors a document for them, and hydrates it for everyone else', () => {
    const marked = PAGE.replace('<main>', '<meta name="dh-document-for-visitors" content=""/><main>');
    const forVisitors = visitorDocument(marked, DOCUMENT_ENTRY) ?? '';
    expect(forVisitors).not.toContain('dh-document-for-visitors');
    expect(forVisitors).not.toContain('modulepreload');
    expect(forVisitors).toContain('<main>Hello</main>');
    expect(forVisitors).toMatch(
      /<script type="module" src="\/assets\/entry.document-5.js"><\/script><\/body>/,
    );
    const hydrated = deferHydration(marked, DOCUMENT_ENTRY);
    expect(hydrated).not.toContain('dh-document-for-visitors');
    expect(loaderOf(hydrated)).toContain('import("/assets/entry.client-2.js")');
    expect(visitorDocument(PAGE, DOCUMENT_ENTRY)).toBeUndefined();
  });

  it('leaves a page without React Router’s loader as it is', () => {
    const html = '<html><body><main>Static</main></body></html>';
    expect(deferHydration(html, DOCUMENT_ENTRY)).toBe(html);
  });

  it('fails the build when the loader no longer has the shape it rewrites', () => {
    const changed = PAGE.replace('window.__reactRouterRouteModules', 'window.__routeModules');
    expect(() => deferHydration(changed, DOCUMENT_ENTRY)).toThrow(/changed shape/);
  });
});
