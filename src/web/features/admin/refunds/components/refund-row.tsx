import type { AdminRefundView } from '@/domain/payments/refund-share';
import { formatCalendarDate } from '@/domain/calendar-date';
import { formatIn } from '@/domain/fx/format';
import { paths } from '@/web/config/paths';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminRow } from '../../components/admin-row';
import { PaidOutDialog } from './paid-out-dialog';

/** One refund due: its order, who was removed, how much, by when it is promised, and 'Record paid out'. */
export function RefundRow({ refund }: { refund: AdminRefundView }) {
  return (
    <AdminRow
      to={paths.adminOrder(refund.orderId)}
      title={`Order ${refund.confirmationNumber}`}
      details={
        <>
          <span className="text-base font-semibold text-ink">{formatIn(refund.amount, refund.currency)}</span>
          {/* Empty once the sponsor's account was deleted. */}
          <span>Person removed: {refund.personName || 'name removed'}</span>
          {refund.dueBy && <span>Due by {formatCalendarDate(refund.dueBy)}</span>}
          <span>Created {formatDateTime(refund.createdAt)}</span>
        </>
      }
      actions={<PaidOutDialog refund={refund} />}
    />
  );
}
