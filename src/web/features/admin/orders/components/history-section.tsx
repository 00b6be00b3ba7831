import type { AdminOrderHistoryEntry } from '@/domain/orders/order-admin';
import { ORDER_STATUS_LABELS } from '@/domain/orders/order-status';
import { SectionCard } from '@/web/components/ui/section-card';
import { formatDateTime } from '@/web/lib/format-date-time';
import { actorLabel } from './order-labels';

function changeText({ from, to }: AdminOrderHistoryEntry): string {
  if (from === null) return `Placed as ${ORDER_STATUS_LABELS[to]}`;
  return `${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}`;
}

/** Every status the order has had, oldest first, so it reads as the order's story. */
export function HistorySection({ history }: { history: AdminOrderHistoryEntry[] }) {
  return (
    <SectionCard title="History" description="Oldest first.">
      <ol className="flex flex-col gap-4 border-l-2 border-line pl-4">
        {history.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 text-sm">
            <span className="font-semibold text-ink">{changeText(entry)}</span>
            <span className="text-ink-muted">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · by{' '}
              <span className="wrap-anywhere">{actorLabel(entry.by)}</span>
            </span>
            {entry.note && <span className="text-ink">Note: {entry.note}</span>}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
