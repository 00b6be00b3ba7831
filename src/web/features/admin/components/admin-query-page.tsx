import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { ApiError } from '@/web/lib/api-client';
import { AdminPage } from './admin-page';
import { LoadFailed } from './query-states';

interface NotFound {
  /** The page's title: 'Order not found'. */
  title: string;
  /** The alert's: 'There is no order at this address'. */
  heading: string;
  /** Where to look instead. */
  text: ReactNode;
  variant?: 'default' | 'destructive';
}

interface AdminQueryPageProps<Data> {
  query: UseQueryResult<Data>;
  /** The page's title until the data is there: 'Order'. */
  title: string;
  /** A title of its own while loading, if it differs. */
  pendingTitle?: string;
  back: { label: string; to: string };
  pending: ReactNode;
  notFound: NotFound;
  /** The failure's title: 'Could not load the order'. */
  failed: string;
  /** Whether a failure shows the server's message above 'Try again'. */
  failureMessage?: boolean;
  /** The page once its data is there (an AdminPage of its own, titled by the data). */
  children: (data: Data) => ReactNode;
}

/** A console page about one row (an order, a listing): its skeleton, not found, a failure with 'Try again'. */
export function AdminQueryPage<Data>({
  query,
  title,
  pendingTitle = title,
  back,
  pending,
  notFound,
  failed,
  failureMessage = true,
  children,
}: AdminQueryPageProps<Data>) {
  if (query.isPending) {
    return (
      <AdminPage title={pendingTitle} back={back}>
        {pending}
      </AdminPage>
    );
  }
  if (!query.isError) return children(query.data);
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <AdminPage title={notFound.title} back={back}>
        <Alert variant={notFound.variant ?? 'default'}>
          <AlertTitle>{notFound.heading}</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">{notFound.text}</AlertDescription>
        </Alert>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title} back={back}>
      <LoadFailed
        title={failed}
        message={failureMessage ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    </AdminPage>
  );
}
