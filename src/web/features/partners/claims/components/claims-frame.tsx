import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { PortalFrame } from '../../components/portal-frame';

/**
 * A claims page in the portal frame, with the underwriter's nav: while it loads, once loaded, or why it could not
 * be (another partner's claim and a missing one read the same: the server answers 404 for both).
 */
export function ClaimsFrame<T>({
  organisationId,
  actingAsAdmin,
  query,
  loading,
  notFound,
  children,
}: {
  organisationId: string;
  actingAsAdmin: boolean;
  query: UseQueryResult<T, Error>;
  loading: string;
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <PortalFrame actingAsAdmin={actingAsAdmin} organisationId={organisationId}>
      {actingAsAdmin && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-900">
          You are acting for this partner as a Diaspora Hub admin; what you do is recorded under your name.
        </p>
      )}
      {query.isPending && (
        <div aria-busy="true" aria-label={loading} className="flex flex-col gap-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-40" />
        </div>
      )}
      {query.isError && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <h1 className="text-2xl font-bold text-ink">{notFound}</h1>
          <p className="text-ink-muted">{query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.data !== undefined && children(query.data)}
    </PortalFrame>
  );
}
