import type { MetaFunction } from 'react-router';
import { OrderStatusFilterSchema } from '@/domain/orders/order-admin';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/domain/orders/order-status';
import { AdminList } from '@/web/features/admin/components/admin-list';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { ChoiceFilter, SearchFilter, useUrlFilter } from '@/web/features/admin/components/list-filters';
import { useAdminOrders, type AdminOrdersFilter } from '../api/admin-orders';
import { OrderListRow } from '../components/order-list-row';

export const meta: MetaFunction = () => [{ title: 'Orders | Diaspora Hub admin' }];

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

function emptyText({ status, q }: AdminOrdersFilter): string {
  const which = status ? `${ORDER_STATUS_LABELS[status].toLowerCase()} orders` : 'orders';
  if (q) return `No ${which} match “${q}”.`;
  return status ? `No ${which}.` : 'No orders yet.';
}

/** Every order, newest first, narrowed by status and by confirmation number or customer email. */
export default function OrdersPage() {
  const [statusParam, setStatus] = useUrlFilter('status');
  const [q, setQ] = useUrlFilter('q');
  // A link such as the dashboard's ?status=pending works on first load; an unknown status means all.
  const status = OrderStatusFilterSchema.parse(statusParam);
  const filter: AdminOrdersFilter = { status, q: q || undefined };
  const orders = useAdminOrders(filter);

  return (
    <AdminPage title="Orders" description="Health-plan orders, newest first.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <ChoiceFilter
          label="Status"
          value={status ?? ''}
          onChange={setStatus}
          options={STATUS_OPTIONS}
          allLabel="All statuses"
        />
        <SearchFilter key={q} label="Confirmation number or email" value={q} onSearch={setQ} />
      </div>
      <AdminList label="Orders" query={orders} empty={emptyText(filter)} getKey={(order) => order.id}>
        {(order) => <OrderListRow order={order} />}
      </AdminList>
    </AdminPage>
  );
}
