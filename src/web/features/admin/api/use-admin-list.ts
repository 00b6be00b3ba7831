import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage } from '@/domain/admin-page.schema';

/**
 * An admin list read page by page from the server's keyset cursor ('Load more'), never all rows at once.
 * Put every filter in `queryKey`, so changing one starts again from the first page.
 */
export function useAdminList<Item>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined) => Promise<AdminPage<Item>>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items };
}

export type AdminListQuery<Item> = ReturnType<typeof useAdminList<Item>>;
