import { useQuery } from '@tanstack/react-query';
import { useParams, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { AdminOrderView } from '@/domain/orders/order-admin';
import { paths } from '@/web/config/paths';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { AdminQueryPage } from '@/web/features/admin/components/admin-query-page';
import { LoadingBlocks } from '@/web/features/admin/components/query-states';
import { queryClient } from '@/web/lib/query-client';
import { getAdminOrderQueryOptions } from '../api/admin-orders';
import { BeneficiariesSection } from '../components/beneficiaries-section';
import { CardsSection } from '../components/cards-section';
import { ConsentSection } from '../components/consent-section';
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

  return (
    <AdminQueryPage
      query={order}
      title="Order"
      back={BACK}
      pending={<LoadingBlocks label="Loading the order" blocks={['h-48', 'h-32']} className="gap-4" />}
      notFound={{
        title: 'Order not found',
        heading: 'There is no order at this address',
        text: 'Find it in the orders list.',
      }}
      failed="Could not load the order"
    >
      {(data) => <OrderDetails order={data} />}
    </AdminQueryPage>
  );
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
      <ConsentSection order={order} />
      <CardsSection order={order} />
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <PayerSection payer={order.payer} removed={removed} />
        <StatusSection order={order} />
      </div>
      <HistorySection history={order.history} />
    </AdminPage>
  );
}
