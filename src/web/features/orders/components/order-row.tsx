import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatNgn, formatUsd } from '@/domain/money';
import { coverStartsOnActivation, hasSettledCover } from '@/domain/orders/coverage';
import { coverWaiting, waitingPeopleOf } from '@/domain/orders/cover-waiting';
import { invitationSummary } from '@/domain/orders/beneficiary-invitation';
import { ORDER_STATUS_LABELS } from '@/domain/orders/order-status';
import type { OrderSummaryView } from '@/domain/orders/order-view';
import { CoverWaitingList } from '@/web/components/orders/cover-waiting-list';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';
import { OrderStatusBadge } from '@/web/components/status/status-badges';

export function OrderRow({ order }: { order: OrderSummaryView }) {
  const waiting = coverWaiting(order.status, waitingPeopleOf(order.invitations), new Date());
  const waitsForStart = order.status === 'pending' || order.status === 'paid';
  return (
    <li className="flex flex-col">
      <Link
        to={paths.order(order.id)}
        className="flex items-center gap-3 rounded-lg py-3 hover:bg-brand-50/60"
        aria-label={`Order ${order.confirmationNumber}, ${order.planName}, ${ORDER_STATUS_LABELS[order.status]}`}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{order.planName}</span>
            <OrderStatusBadge status={order.status} />
          </div>
          <span className="text-sm text-ink-muted">
            {order.confirmationNumber} · {order.beneficiaryCount}{' '}
            {order.beneficiaryCount === 1 ? 'beneficiary' : 'beneficiaries'}
            {hasSettledCover(order.status) &&
              ` · valid from ${formatDate(order.coverageStartDate)} to ${formatDate(order.coverageEndDate)}`}
          </span>
          {waitsForStart && (
            <span className="text-sm text-ink-muted">{coverStartsOnActivation(order.coverageStartDate)}</span>
          )}
          <span className="text-sm font-medium text-ink">
            {formatUsd(order.totalUsd)} / {formatNgn(order.totalNgn)}
          </span>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </Link>
      {/* Outside the link too, so each line is read as written (docs/decisions/048). */}
      <CoverWaitingList
        lines={waiting}
        label={`What order ${order.confirmationNumber} waits for`}
        className="mb-2 text-sm font-medium text-ink"
      />
      {order.status !== 'cancelled' && order.invitations.length > 0 && (
        // Outside the row's link, whose name is its label: each person's state is read as it is written.
        <ul aria-label={`People on order ${order.confirmationNumber}`} className="mb-3 flex flex-col gap-0.5">
          {order.invitations.map((person) => (
            <li key={person.beneficiaryId} className="text-sm wrap-anywhere text-ink-muted">
              {`${person.firstName} ${person.lastName}`.trim() || 'Details removed'}:{' '}
              {invitationSummary(person).join(' · ')}
            </li>
          ))}
        </ul>
      )}
      {order.renewable && (
        // Beside the row's link, not inside it: one link cannot hold another (docs/decisions/039).
        <Button asChild variant="outline" className="mb-3 self-start">
          <Link to={paths.renew(order.id)} aria-label={`Renew order ${order.confirmationNumber}`}>
            Renew
          </Link>
        </Button>
      )}
    </li>
  );
}
