import { propertyFilterToParams, type PropertyUrlFilter } from '@/domain/property/property';
import { paths } from '@/web/config/paths';

/** The page's query parameter for the position after which a page of results starts, as the API's `cursor`. */
export const LISTING_CURSOR_PARAM = 'cursor';

/** /real-estate showing `filter`, from the page of results after `cursor` when given. */
export function listingUrl(filter: Partial<PropertyUrlFilter>, cursor?: string): string {
  const params = propertyFilterToParams(filter);
  if (cursor) params.set(LISTING_CURSOR_PARAM, cursor);
  const query = params.toString();
  return query ? `${paths.realEstate}?${query}` : paths.realEstate;
}
