import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { getMyOrdersQueryOptions } from '@/web/lib/orders';
import { OrderRow } from './order-row';

/** The user's orders with their status (DECISIONS 7), newest first. */
export function MyOrders() {
  const orders = useQuery(getMyOrdersQueryOptions());
  return (
    <SectionCard title="My Orders">
      {orders.isPending ? (
        <div role="status" aria-label="Loading your orders" className="flex flex-col gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : orders.isError ? (
        <p role="alert" className="text-ink-muted">
          We couldn't load your orders. Please try again later.
        </p>
      ) : orders.data.length === 0 ? (
        <NoOrders />
      ) : (
        <ul className="divide-y divide-line">
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
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
        Health plans you buy for your loved ones at home will appear here, with their status.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.healthcareOptions}>Browse health plans</Link>
      </Button>
    </div>
  );
}
