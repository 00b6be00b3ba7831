import type { PropertyPageView } from '@/domain/property/property';

/** The id of the data block in which the server hands /real-estate its first page of results. */
export const FIRST_PAGE_DATA_ID = 'first-property-page';

let taken = false;

/**
 * The first page of results the server put into this document, once: the query that hydrates the server's cards
 * starts from it, and a later visit to the list (a client-side navigation, once that query has left the cache)
 * loads from the API rather than from a page that is old by then.
 */
export function takeServerFirstPage(): PropertyPageView | undefined {
  if (taken || typeof document === 'undefined') return undefined;
  taken = true;
  const text = document.getElementById(FIRST_PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PropertyPageView;
  } catch {
    return undefined;
  }
}

/**
 * When the server read that page: just after this document was requested. The start of the request is a bound
 * on the browser's own clock, which a time written by the server would not be.
 */
export function serverFirstPageAt(): number {
  return performance.timeOrigin;
}
