import type { AdminOrderRowView } from '@/domain/orders/order-admin';
import { formatNgn, formatUsd } from '@/domain/money';
import { ORDER_STATUS_LABELS } from '@/domain/orders/order-status';
import { paths } from '@/web/config/paths';
import { AdminRow } from '@/web/features/admin/components/admin-row';
import { StatusBadge } from '@/web/features/admin/components/status-badge';
import { formatDateTime } from '@/web/lib/format-date-time';
import { ACCOUNT_DELETED_TEXT } from './order-labels';

export function OrderListRow({ order }: { order: AdminOrderRowView }) {
  const people = `${order.beneficiaryCount} ${order.beneficiaryCount === 1 ? 'beneficiary' : 'beneficiaries'}`;
  return (
    <AdminRow
      to={paths.adminOrder(order.id)}
      title={order.confirmationNumber}
      badge={<StatusBadge status={order.status} label={ORDER_STATUS_LABELS[order.status]} />}
      details={
        <>
          <span>
            {order.planName} · {people}
          </span>
          <span className="font-medium text-ink">
            {formatUsd(order.totalUsd)} / {formatNgn(order.totalNgn)}
          </span>
          <span className="break-all">{order.customer?.email ?? ACCOUNT_DELETED_TEXT}</span>
          <span>Placed {formatDateTime(order.createdAt)}</span>
        </>
      }
    />
  );
}
