import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatNgn, formatUsd } from '@/domain/money';
import { coverStartsAfterPayment, hasConfirmedCoverage } from '@/domain/orders/coverage';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/orders/order-status';
import type { OrderSummaryView } from '@/domain/orders/order-view';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';

const STATUS_BADGE: Record<OrderStatus, BadgeProps['variant']> = {
  pending: 'warning',
  paid: 'secondary',
  active: 'success',
  cancelled: 'destructive',
};

export function OrderRow({ order }: { order: OrderSummaryView }) {
  return (
    <li>
      <Link
        to={paths.success(order.id)}
        className="flex items-center gap-3 rounded-lg py-3 hover:bg-brand-50/60"
        aria-label={`Order ${order.confirmationNumber}, ${order.planName}, ${ORDER_STATUS_LABELS[order.status]}`}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{order.planName}</span>
            <Badge variant={STATUS_BADGE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
          </div>
          <span className="text-sm text-ink-muted">
            {order.confirmationNumber} · {order.beneficiaryCount}{' '}
            {order.beneficiaryCount === 1 ? 'beneficiary' : 'beneficiaries'}
            {hasConfirmedCoverage(order.status) && ` · from ${formatDate(order.coverageStartDate)}`}
          </span>
          {order.status === 'pending' && (
            <span className="text-sm text-ink-muted">{coverStartsAfterPayment(order.coverageStartDate)}</span>
          )}
          <span className="text-sm font-medium text-ink">
            {formatUsd(order.totalUsd)} / {formatNgn(order.totalNgn)}
          </span>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </Link>
    </li>
  );
}
