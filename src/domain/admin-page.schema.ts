import { z } from 'zod';
import { optionalQueryText } from './accounts/text-field';
import { keysetPageSchema, type KeysetPage } from './keyset-page';
import { pageSizeQuery } from './page-size';

export { optionalQueryText };

export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;

/**
 * Paging for every admin list: an opaque cursor from the previous page and a page size. The console's URLs carry
 * no page size, so one out of range is a client's mistake, refused like a bad cursor.
 */
export const AdminPageQuerySchema = z.object({
  cursor: optionalQueryText,
  limit: pageSizeQuery(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.output<typeof AdminPageQuerySchema>;

/** One page of an admin list; `nextCursor` is null on the last page. */
export const adminPageSchema = keysetPageSchema;
export type AdminPage<Item> = KeysetPage<Item>;
