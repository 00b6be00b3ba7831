import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { PortalFrame } from '../../components/portal-frame';

interface RealtyFrameProps<T> {
  organisationId: string;
  actingAsAdmin: boolean;
  title: string;
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}

/** A realty firm's page in the portal frame: its heading, then the data while it loads, once loaded, or why not. */
export function RealtyFrame<T>({
  organisationId,
  actingAsAdmin,
  title,
  query,
  children,
}: RealtyFrameProps<T>) {
  return (
    <PortalFrame actingAsAdmin={actingAsAdmin} organisationId={organisationId}>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {actingAsAdmin && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-900">
          You are acting for this partner as a Diaspora Hub admin; what you do is recorded under your name.
        </p>
      )}
      {query.isPending && (
        <div aria-busy="true" aria-label="Loading" className="flex flex-col gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      )}
      {query.isError && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-ink">{query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.data !== undefined && children(query.data)}
    </PortalFrame>
  );
}
