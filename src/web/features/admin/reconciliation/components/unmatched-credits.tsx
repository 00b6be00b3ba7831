import type { ReconciliationView } from '@/domain/reconciliation/reconciliation-admin';
import { CreditActions } from './credit-actions';
import { CreditDetails } from './credit-details';

/** Credits nothing fits: they stay here until assigned to a reference or dismissed with a reason. */
export function UnmatchedCredits({ rows }: { rows: ReconciliationView['unmatched'] }) {
  if (rows.length === 0) return <p className="text-ink-muted">No unmatched credits. The queue is clear.</p>;
  return (
    <ul aria-label="Unmatched credits" className="flex flex-col gap-3">
      {rows.map(({ credit }) => (
        <li
          key={credit.id}
          className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-line bg-surface p-4"
        >
          <CreditDetails credit={credit} />
          <CreditActions credit={credit} />
        </li>
      ))}
    </ul>
  );
}
