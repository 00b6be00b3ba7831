import { RefreshCw } from 'lucide-react';
import { formatCalendarDate } from '@/domain/calendar-date';
import { Button } from '@/web/components/ui/button';
import { updatePurchaseFlow, usePurchaseFlow } from '../flow/purchase-flow-store';
import { expectedCoverageStart } from '../flow/quote';

/**
 * Says, on every page of a renewal's purchase, which order it renews and from when, with a way out for a buyer
 * who meant a new order (docs/decisions/039).
 */
export function RenewalNote() {
  const { renewal } = usePurchaseFlow();
  if (!renewal) return null;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink">
      <RefreshCw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
      <div className="flex flex-col items-start gap-1">
        <p>
          Renewing order <strong className="wrap-anywhere">{renewal.confirmationNumber}</strong>. The new
          cover starts when the current one ends, at the earliest{' '}
          {formatCalendarDate(expectedCoverageStart())}, and is priced on everyone&apos;s age that day. You
          can change the people before you pay.
        </p>
        <Button
          type="button"
          variant="link"
          className="h-auto px-0 text-left whitespace-normal"
          onClick={() => updatePurchaseFlow({ renewal: null, checkoutKey: null })}
        >
          Buy as a new order instead
        </Button>
      </div>
    </div>
  );
}
