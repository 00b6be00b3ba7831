import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { getOrderQueryOptions } from '@/web/api/orders';
import { OrderReceived } from '../components/order-received';
import { requireOrderParam } from '../flow/success-guard';

export const meta: MetaFunction = () => [{ title: 'Order Received | Diaspora Hub' }];
export const clientLoader = requireOrderParam;

const FETCH_FAILED = 'Could not fetch order details';

export default function SuccessPage() {
  const { orderId } = useLoaderData<typeof clientLoader>();
  const order = useQuery(getOrderQueryOptions(orderId));

  useEffect(() => {
    if (order.isError) toast.error(FETCH_FAILED);
  }, [order.isError]);

  return (
    <AppShell>
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        {order.data ? (
          <OrderReceived order={order.data} />
        ) : order.isError ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <h1 className="text-2xl font-bold text-ink">{FETCH_FAILED}</h1>
            <p className="text-ink-muted">Check the link, or find your orders in your profile.</p>
          </div>
        ) : (
          <div role="status" aria-label="Loading your order" className="flex flex-col gap-4">
            <Skeleton className="mx-auto h-14 w-14 rounded-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="flex-1">
            <Link to={paths.home}>Return to Homepage</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="flex-1">
            <Link to={paths.profile}>View Order in Profile</Link>
          </Button>
        </div>
      </div>
    </AppShell>
  );
}
