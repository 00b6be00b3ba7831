/**
 * What the document script (load-more-in-place.ts) finds in the listing: 'Load more' when it is a link, the list of
 * cards and its status line.
 */
export const LOAD_MORE_LINK = 'data-load-more';
export const LISTING_CARDS = 'data-listing-cards';
export const LISTING_STATUS = 'data-listing-status';

/** The list's status for screen readers, as cards are added. */
export function showingText(count: number, moreAvailable: boolean): string {
  return `Showing ${count} ${count === 1 ? 'property' : 'properties'}${moreAvailable ? ', more available' : ''}`;
}
