import { formatRate } from '@/domain/fx/convert';
import type { AdminExchangeRateView } from '@/domain/fx/exchange-rate.schema';
import { Badge } from '@/web/components/ui/badge';
import { formatDateTime } from '@/web/lib/format-date-time';

/** Every rate ever entered, latest applies-from first, the ones in force now and the samples marked. */
export function RateHistory({ rates }: { rates: AdminExchangeRateView[] }) {
  if (rates.length === 0) {
    return (
      <p className="text-ink-muted">
        No rates yet: the catalogue shows no estimates and orders get no quote in GBP, EUR or CAD.
      </p>
    );
  }
  return (
    <ul
      aria-label="Rate history"
      className="flex flex-col divide-y divide-line rounded-xl border border-line"
    >
      {rates.map((rate) => (
        <li key={rate.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
          <span className="font-semibold text-ink">
            ₦{formatRate(rate.ngnPerUnit)} = 1 {rate.currency}
          </span>
          <span className="text-sm text-ink-muted">from {formatDateTime(rate.appliesFrom)}</span>
          {rate.inForce && <Badge variant="success">In force</Badge>}
          {rate.sample && <Badge variant="warning">Sample</Badge>}
          <span className="w-full text-sm text-ink-muted">
            Entered {formatDateTime(rate.createdAt)}
            {rate.enteredBy ? ` by ${rate.enteredBy}` : rate.sample ? ' with the sample data' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
