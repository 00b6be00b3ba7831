import type { AdminOrderView } from '@/domain/orders/order-admin';
import { ALLY_PLAN_TYPE_LABELS } from '@/domain/catalogue/types';
import { formatNgn, formatUsd } from '@/domain/money';
import { coverDateLabels } from '@/domain/orders/coverage';
import { ORDER_STATUS_LABELS } from '@/domain/orders/order-status';
import { receiptLines } from '@/domain/payments/receipt';
import { receiptPdfUrl } from '@/web/api/orders';
import { useCoverWaiting } from '@/web/api/cover-waiting';
import { CoverWaitingList } from '@/web/components/orders/cover-waiting-list';
import { SectionCard } from '@/web/components/ui/section-card';
import { StatusBadge } from '@/web/features/admin/components/status-badge';
import { formatDateTime } from '@/web/lib/format-date-time';
import { DetailList, type Detail } from './detail-list';
import { PAYMENT_METHOD_LABELS } from './order-labels';

export function OrderSummarySection({ order }: { order: AdminOrderView }) {
  const dates = coverDateLabels(order);
  const waiting = useCoverWaiting(order);
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
              // A link on its own: a 44 px target like a button (decision 034), not a 16 px line of text.
              <a
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                href={receiptPdfUrl(order.id)}
              >
                Download receipt (PDF)
              </a>
            ),
          },
        ]
      : []),
    // Until the order is active the date is only the earliest: activation sets the start (decision 048), and the
    // coverage sweep expires the order the day after its end (decision 037).
    { label: 'Coverage starts', value: dates.start },
    { label: 'Coverage ends', value: dates.end },
    ...(waiting.length > 0
      ? [
          {
            label: 'Waiting for',
            value: <CoverWaitingList lines={waiting} label="What the cover waits for" />,
          },
        ]
      : []),
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
