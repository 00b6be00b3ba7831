/**
 * What the service worker does with each request (decision record 022). Pure, so the rules are tested without a
 * browser; src/web/pwa/service-worker.ts carries them out.
 * - `cache-first`: hashed build files under /assets/. Their names change with their content, so a cached copy is
 *   never stale.
 * - `network-first`: page navigations. The network's answer is used and never stored; the cached app shell is only
 *   the offline fallback. Signed-in pages are therefore never cached (with `ssr: false` their HTML is the same shell
 *   anyway, and their data comes from /api).
 * - `network`: everything else, untouched: /api/* above all (never cached), other origins, anything but GET,
 *   uploads, React Router's data requests, unhashed files, and /verify/*, /unsubscribe/* and /invite/*,
 *   pages the server writes (decisions 038, 043, 041).
 */
export type FetchStrategy = 'cache-first' | 'network-first' | 'network';

export interface RequestFacts {
  method: string;
  mode: string;
  url: string;
}

/** Cache names start with this; a name is this plus the build's id. */
export const CACHE_PREFIX = 'diaspora-hub-';

export function fetchStrategy(request: RequestFacts, origin: string): FetchStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  // The server's own card check (decision 038): offline, the app's shell would call it a missing page.
  if (url.pathname.startsWith('/verify/')) return 'network';
  // An alert's unsubscribe page, also the server's own (decision 043).
  if (url.pathname.startsWith('/unsubscribe/')) return 'network';
  // A beneficiary's invitation page, also the server's own (decision 041).
  if (url.pathname.startsWith('/invite/')) return 'network';
  if (request.mode === 'navigate') return 'network-first';
  if (url.pathname.startsWith('/assets/') && url.search === '') return 'cache-first';
  return 'network';
}

export function cacheName(buildId: string): string {
  return `${CACHE_PREFIX}${buildId}`;
}

/** Our caches from other builds, to delete once this build's worker takes over. Other names are left alone. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}
