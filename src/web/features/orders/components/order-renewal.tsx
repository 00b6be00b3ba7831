import { Link } from 'react-router';
import { formatCalendarDate } from '@/domain/calendar-date';
import type { OrderDetailView } from '@/domain/orders/order-view';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';

const linkClasses =
  'inline-flex min-h-11 items-center self-start font-semibold wrap-anywhere text-brand-800 underline';

/**
 * The order's place in a chain of renewals, and 'Renew' while the server says the owner can renew it
 * (docs/decisions/039).
 */
export function OrderRenewalSection({ order }: { order: OrderDetailView }) {
  const { renewsOrder, renewedBy, renewal } = order;
  if (!renewsOrder && !renewedBy && !renewal) return null;
  return (
    <SectionCard title="Renewal" contentClassName="flex flex-col gap-3">
      {renewsOrder && (
        <Link to={paths.order(renewsOrder.id)} className={linkClasses}>
          Renews order {renewsOrder.confirmationNumber}
        </Link>
      )}
      {renewedBy && (
        <Link to={paths.order(renewedBy.id)} className={linkClasses}>
          Renewed by order {renewedBy.confirmationNumber}
        </Link>
      )}
      {renewal && (
        <>
          <p className="text-ink">
            Keep the same plan and people covered for another 12 months, from{' '}
            {formatCalendarDate(renewal.earliestStart)} at the earliest. You can change the people before you
            pay.
          </p>
          <Button asChild size="lg" className="self-stretch sm:self-start">
            <Link to={paths.renew(order.id)}>Renew</Link>
          </Button>
        </>
      )}
    </SectionCard>
  );
}
