import type { Page } from '@playwright/test';

/** Waits for this page's service worker to be active and returns its script URL. */
export function activeWorker(page: Page) {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
}

/**
 * The page's client entry has run: it registers the worker, so an active one means the install offer listens too
 * (the entry may start after the first paint).
 */
export async function appStarted(page: Page) {
  await activeWorker(page);
}

/** Every URL in the Cache Storage of this origin, by cache name. */
export function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const entries: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      entries[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return entries;
  });
}
