import type { AdminOrderView } from '@/domain/orders/order-admin';
import { ALLY_PLAN_TYPE_LABELS } from '@/domain/catalogue/types';
import { formatNgn, formatUsd } from '@/domain/money';
import { COVER_ENDS_AFTER_START } from '@/domain/orders/coverage';
import { ORDER_STATUS_LABELS } from '@/domain/orders/order-status';
import { receiptLines } from '@/domain/payments/receipt';
import { receiptPdfUrl } from '@/web/api/orders';
import { SectionCard } from '@/web/components/ui/section-card';
import { StatusBadge } from '@/web/features/admin/components/status-badge';
import { formatDate } from '@/web/lib/format-date';
import { formatDateTime } from '@/web/lib/format-date-time';
import { DetailList, type Detail } from './detail-list';
import { PAYMENT_METHOD_LABELS } from './order-labels';

export function OrderSummarySection({ order }: { order: AdminOrderView }) {
  const details: Detail[] = [
    {
      label: 'Status',
      value: <StatusBadge status={order.status} label={ORDER_STATUS_LABELS[order.status]} />,
    },
    { label: 'Plan', value: order.planName },
    ...(order.planType ? [{ label: 'Plan type', value: ALLY_PLAN_TYPE_LABELS[order.planType] }] : []),
    { label: 'Plan price', value: `${formatUsd(order.totalUsd)} / ${formatNgn(order.totalNgn)}` },
    { label: 'Payment method', value: PAYMENT_METHOD_LABELS[order.paymentMethod] },
    // The receipt (docs/decisions/051): what was actually taken, and what was given back since.
    ...(order.payment ? receiptLines(order.payment, order.refunds) : []),
    ...(order.payment
      ? [
          {
            label: 'Receipt',
            value: (
              <a className="font-semibold text-brand-800 underline" href={receiptPdfUrl(order.id)}>
                Download receipt (PDF)
              </a>
            ),
          },
        ]
      : []),
    {
      label: 'Coverage starts',
      // Before payment the date is only the earliest: the start is set when the order becomes paid (DECISIONS 26).
      value:
        order.status === 'pending'
          ? `The day after payment, at the earliest ${formatDate(order.coverageStartDate)}`
          : formatDate(order.coverageStartDate),
    },
    {
      label: 'Coverage ends',
      // Moves with the start at payment; the coverage sweep expires the order the day after (decision 037).
      value: order.status === 'pending' ? COVER_ENDS_AFTER_START : formatDate(order.coverageEndDate),
    },
    { label: 'Placed', value: formatDateTime(order.createdAt) },
    ...(order.personalDataRemovedAt
      ? [{ label: 'Personal data removed', value: formatDateTime(order.personalDataRemovedAt) }]
      : []),
  ];
  return (
    <SectionCard title="Summary">
      <DetailList details={details} />
    </SectionCard>
  );
}
