import { useQueries } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import {
  getMyFuneralApplicationsQueryOptions,
  getMyPropertyApplicationsQueryOptions,
} from '@/web/api/applications';
import { getMyOrdersQueryOptions } from '@/web/api/orders';
import { ApplicationRow } from '@/web/components/applications/application-row';
import { OrderRow } from '@/web/features/orders/components/order-row';
import { MyClaims } from '@/web/features/funeral/components/claims/my-claims';

/** The user's health orders and their property and funeral applications, with status (DECISIONS 7). */
export function MyOrders() {
  const [orders, propertyApplications, funeralApplications] = useQueries({
    queries: [
      getMyOrdersQueryOptions(),
      getMyPropertyApplicationsQueryOptions(),
      getMyFuneralApplicationsQueryOptions(),
    ],
  });
  const results = [orders, propertyApplications, funeralApplications];
  const applications = [...(propertyApplications.data ?? []), ...(funeralApplications.data ?? [])].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt),
  );

  return (
    <SectionCard title="My Orders" contentClassName="flex flex-col gap-4">
      {results.some((result) => result.isPending) ? (
        <div role="status" aria-label="Loading your orders" className="flex flex-col gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : results.some((result) => result.isError) ? (
        <p role="alert" className="text-ink-muted">
          We couldn't load your orders. Please try again later.
        </p>
      ) : orders.data?.length === 0 && applications.length === 0 ? (
        <NoOrders />
      ) : (
        <>
          {orders.data && orders.data.length > 0 && (
            <ul aria-label="Health plan orders" className="divide-y divide-line">
              {orders.data.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
          )}
          {applications.length > 0 && (
            <div>
              <h3 className="text-base font-bold text-ink">Applications</h3>
              <ul aria-label="Applications" className="divide-y divide-line">
                {applications.map((application) => (
                  <ApplicationRow key={`${application.kind}-${application.id}`} application={application} />
                ))}
              </ul>
            </div>
          )}
          <MyClaims />
        </>
      )}
    </SectionCard>
  );
}

function NoOrders() {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <ShoppingBag aria-hidden="true" className="size-10 text-brand-700" />
      <p className="font-semibold text-ink">You have no orders yet</p>
      <p className="max-w-sm text-sm text-ink-muted">
        Health plans you buy and the property and funeral cover you apply for will appear here, with their
        status.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.healthcareOptions}>Browse health plans</Link>
      </Button>
    </div>
  );
}
