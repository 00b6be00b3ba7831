import { useQuery } from '@tanstack/react-query';
import { useParams, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { AdminOrderView } from '@/domain/admin/admin-orders';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { ApiError } from '@/web/lib/api-client';
import { queryClient } from '@/web/lib/query-client';
import { getAdminOrderQueryOptions } from '../api/admin-orders';
import { BeneficiariesSection } from '../components/beneficiaries-section';
import { CustomerSection } from '../components/customer-section';
import { HistorySection } from '../components/history-section';
import { OrderSummarySection } from '../components/order-summary-section';
import { PayerSection } from '../components/payer-section';
import { StatusSection } from '../components/status-section';

export const meta: MetaFunction = () => [{ title: 'Order | Diaspora Hub admin' }];

/** Starts loading the order beside the admin check; the page reads it from the cache (errors included). */
export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  void queryClient.prefetchQuery(getAdminOrderQueryOptions(params.id ?? ''));
  return null;
}

const BACK = { label: 'Orders', to: paths.adminOrders };

export default function OrderPage() {
  const id = useParams().id ?? '';
  const order = useQuery(getAdminOrderQueryOptions(id));

  if (order.isPending) {
    return (
      <AdminPage title="Order" back={BACK}>
        <div aria-busy="true" aria-label="Loading the order" className="flex flex-col gap-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </div>
      </AdminPage>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <AdminPage title={notFound ? 'Order not found' : 'Order'} back={BACK}>
        <Alert variant={notFound ? 'default' : 'destructive'}>
          <AlertTitle>
            {notFound ? 'There is no order at this address' : 'Could not load the order'}
          </AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {notFound ? 'Find it in the orders list.' : order.error.message}
            {!notFound && (
              <Button variant="outline" size="sm" onClick={() => void order.refetch()}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
      </AdminPage>
    );
  }
  return <OrderDetails order={order.data} />;
}

function OrderDetails({ order }: { order: AdminOrderView }) {
  const removed = order.personalDataRemovedAt !== null;
  return (
    <AdminPage title={order.confirmationNumber} description={order.planName} back={BACK}>
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <OrderSummarySection order={order} />
        <CustomerSection customer={order.customer} />
      </div>
      <BeneficiariesSection beneficiaries={order.beneficiaries} removed={removed} />
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <PayerSection payer={order.payer} removed={removed} />
        <StatusSection order={order} />
      </div>
      <HistorySection history={order.history} />
    </AdminPage>
  );
}
