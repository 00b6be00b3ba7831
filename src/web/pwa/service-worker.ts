/**
 * The service worker, built into /sw.js by scripts/build-pwa.ts, which defines the two constants below for each
 * build. It precaches the app shell and the files the shell loads, keeps hashed assets cache-first, fetches
 * navigations from the network with the shell as the offline fallback, and leaves /api and everything else alone
 * (rules: fetch-strategy.ts; reasons: decision record 022). A new build is a new worker with a new cache; it takes
 * over at once and deletes the older caches.
 */
import { APP_SHELL_URL } from './pwa-urls';
import { cacheName, fetchStrategy, staleCaches } from './fetch-strategy';

declare const __PWA_BUILD_ID__: string;
declare const __PWA_PRECACHE__: string[];

// The project's TypeScript has the DOM library, which cannot be combined with the WebWorker one; these are the
// few worker types this file uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = cacheName(__PWA_BUILD_ID__);

/** A hashed file another build already cached is the same file: copied over instead of downloaded again. */
async function precache(cache: Cache, url: string) {
  const earlier = url.startsWith('/assets/') ? await caches.match(url) : undefined;
  // The shell is revalidated past the HTTP cache, so the worker never stores an older build's shell.
  const response = earlier ?? (await fetch(url, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`precache ${url}: ${response.status}`);
  await cache.put(url, response);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (offline) {
    const shell = await caches.match(APP_SHELL_URL, { cacheName: CACHE });
    if (shell) return shell;
    throw offline;
  }
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(__PWA_PRECACHE__.map((url) => precache(cache, url))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), CACHE).map((name) => caches.delete(name)));
      // The navigation request starts while the worker boots, so network-first costs no start-up time.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = fetchStrategy(event.request, worker.location.origin);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'network-first') event.respondWith(networkFirst(event));
  // A navigation left to the network (an /api URL opened in a tab) still settles its preload, unused.
  else if (event.request.mode === 'navigate') event.waitUntil(event.preloadResponse);
  // Anything else is not touched: the browser fetches it as if there were no worker.
});
