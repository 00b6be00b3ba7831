import { z } from 'zod';

/**
 * One page of a list read by keyset (the public listings, every console list): the items, and the opaque cursor
 * of the next page, null on the last one.
 */
export function keysetPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export type KeysetPage<Item> = z.infer<ReturnType<typeof keysetPageSchema<z.ZodType<Item>>>>;
