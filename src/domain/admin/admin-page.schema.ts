import { z } from 'zod';
import { optionalQueryText } from '../accounts/text-field';

export { optionalQueryText };

export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;

/**
 * Paging for every admin list: an opaque cursor from the previous page and a page size, clamped rather than
 * refused, so a hand-edited URL still shows a page.
 */
export const AdminPageQuerySchema = z.object({
  cursor: optionalQueryText,
  limit: optionalQueryText
    .pipe(z.string().regex(/^\d+$/).transform(Number).optional())
    .catch(undefined)
    .transform((value) => Math.min(Math.max(value ?? ADMIN_PAGE_SIZE, 1), MAX_ADMIN_PAGE_SIZE)),
});
export type AdminPageQuery = z.output<typeof AdminPageQuerySchema>;

/** One page of an admin list; `nextCursor` is null on the last page. */
export interface AdminPage<Item> {
  items: Item[];
  nextCursor: string | null;
}
