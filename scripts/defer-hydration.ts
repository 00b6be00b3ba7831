/**
 * Prerendered pages paint from their HTML and stylesheet alone; their JavaScript only makes them interactive. React
 * Router's `<Scripts />` still asks for all of it up front: a `<link rel="modulepreload">` per module (50 on a
 * catalogue page) and a module script whose static imports start the same downloads. On a slow phone those compete
 * with the stylesheet for the first paint. This build step moves both behind the first paint: the module script
 * waits for a frame, then adds the same preloads (so the modules still come in parallel, not as a waterfall) and
 * imports the same modules in the same order. Decision 023 says why.
 *
 * It also hands the main thread back between modules. React Router's static imports evaluate the page's whole
 * module graph (React, the router, the route manifest, the page: 600 KB on a catalogue page) in one task, which a
 * slow phone runs for hundreds of milliseconds while a tap waits. Importing the preloaded modules one per task, the
 * entry (which starts hydration) last, splits that into short tasks; React's hydration then yields on its own.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VISITOR_DOCUMENT_FILE } from '../src/server/http/client-files';
import { NO_HYDRATION_META, VISITOR_DOCUMENT_META } from '../src/web/config/no-hydration';

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g;
const NO_HYDRATION_MARKER = new RegExp(`<meta name="${NO_HYDRATION_META}" content=""/>`);
const VISITOR_DOCUMENT_MARKER = new RegExp(`<meta name="${VISITOR_DOCUMENT_META}" content=""/>`);
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/m;

/**
 * Resolves once the first contentful paint has happened (Paint Timing), or half a second after `load` where that is
 * not reported. A frame callback is not enough: Chrome runs it while the stylesheet still blocks rendering.
 */
const AFTER_FIRST_PAINT = `(painted) => {
  const isFirstContentfulPaint = (entry) => entry.name === "first-contentful-paint";
  if (performance.getEntriesByType("paint").some(isFirstContentfulPaint)) return painted();
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list) => list.getEntries().some(isFirstContentfulPaint) && painted()).observe({ type: "paint" });
  }
  addEventListener("load", () => setTimeout(painted, 500), { once: true });
}`;

/** Resolves in a new task: a message to ourselves, which no timer clamping delays. */
const IN_A_NEW_TASK = `(resume) => {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => { port1.close(); resume(); };
  port2.postMessage(null);
}`;

/** Each preload starts a request, which costs the main thread about half a millisecond on a loaded machine. */
const PRELOADS_PER_TASK = 10;

function inBatches<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** The module script's statements, run once the page has painted, with its static imports made dynamic. */
function deferredLoader(body: string, preloads: string[]): string {
  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_statement, binding: string | undefined, specifier: string) => {
    bindings.push(binding ?? '');
    specifiers.push(`import(${specifier})`);
    return '';
  });
  const entry = ENTRY_IMPORT.exec(rest)?.[1];
  if (specifiers.length === 0 || !rest.includes('window.__reactRouterRouteModules') || !entry) {
    throw new Error(
      'defer-hydration: React Router’s module script changed shape; update scripts/defer-hydration.ts',
    );
  }
  const beforeEntry = preloads.filter((href) => JSON.stringify(href) !== entry);
  return [
    `await new Promise(${AFTER_FIRST_PAINT});`,
    `for (const batch of ${JSON.stringify(inBatches(preloads, PRELOADS_PER_TASK))}) {`,
    `  for (const href of batch) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `  await new Promise(${IN_A_NEW_TASK});`,
    `}`,
    `for (const href of ${JSON.stringify(beforeEntry)}) { await import(href); await new Promise(${IN_A_NEW_TASK}); }`,
    `const [${bindings.join(', ')}] = await Promise.all([${specifiers.join(', ')}]);`,
    rest.trim(),
  ].join('\n');
}

/**
 * A page marked as a document (config/no-hydration.ts) loses React Router's preloads and inline scripts (route
 * context, loader, scroll restoration, streamed data: the page itself has none) and gets the document script.
 */
function withoutHydration(html: string, documentEntrySrc: string): string {
  return html
    .replace(MODULEPRELOAD, '')
    .replace(INLINE_SCRIPT, '')
    .replace(NO_HYDRATION_MARKER, '')
    .replace(VISITOR_DOCUMENT_MARKER, '')
    .replace('</body>', `<script type="module" src="${documentEntrySrc}"></script></body>`);
}

/** One prerendered page with its scripts deferred until after its first paint, or replaced for a document. */
export function deferHydration(html: string, documentEntrySrc: string): string {
  if (NO_HYDRATION_MARKER.test(html)) return withoutHydration(html, documentEntrySrc);
  const loader = LOADER.exec(html);
  if (!loader) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const withoutPreloads = html.replace(MODULEPRELOAD, '').replace(VISITOR_DOCUMENT_MARKER, '');
  return withoutPreloads.replace(
    LOADER,
    () => `<script type="module">${deferredLoader(loader[1]!, preloads)}</script>`,
  );
}

/**
 * The document a page marked for visitors (config/no-hydration.ts) is for someone without a session: the same HTML,
 * which the build rendered signed out, with the document script instead of React's. Undefined for other pages.
 */
export function visitorDocument(html: string, documentEntrySrc: string): string | undefined {
  return VISITOR_DOCUMENT_MARKER.test(html) ? withoutHydration(html, documentEntrySrc) : undefined;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Rewrites every prerendered page of a client build, and writes the visitors' document beside each page marked for
 * one. The SPA fallback is left alone: it shows only a loading screen, so nothing is gained by waiting, and its
 * scripts are what it is waiting for.
 */
export async function deferHydrationInBuild(clientDir: string, documentEntrySrc: string): Promise<number> {
  const files = await htmlFiles(clientDir);
  await Promise.all(
    files.map(async (file) => {
      const html = await readFile(file, 'utf8');
      const forVisitors = visitorDocument(html, documentEntrySrc);
      if (forVisitors) await writeFile(path.join(path.dirname(file), VISITOR_DOCUMENT_FILE), forVisitors);
      await writeFile(file, deferHydration(html, documentEntrySrc));
    }),
  );
  return files.length;
}
