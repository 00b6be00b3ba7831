import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import type { AdminListQuery } from '../api/use-admin-list';
import { LIST_ROWS, LoadFailed, LoadingBlocks } from './query-states';

interface AdminListProps<Item> {
  /** What the list holds, for screen readers: 'Orders'. */
  label: string;
  query: AdminListQuery<Item>;
  /** Shown when no row matches. */
  empty: ReactNode;
  getKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
}

/**
 * Loading, error (with retry), empty and loaded states of an admin list, the rows as a list of cards (they
 * read on a phone where a wide table would not), and 'Load more' for the next page.
 */
export function AdminList<Item>({ label, query, empty, getKey, children }: AdminListProps<Item>) {
  if (query.isPending) return <LoadingBlocks label={`Loading ${label.toLowerCase()}`} blocks={LIST_ROWS} />;
  if (query.isError) {
    return (
      <LoadFailed
        title={`Could not load ${label.toLowerCase()}`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.items.length === 0) return <p className="rounded-xl bg-surface p-5 text-ink-muted">{empty}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-3">
        {query.items.map((item) => (
          <li key={getKey(item)}>{children(item)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
