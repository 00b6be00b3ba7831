import { NEAR_REASON_LABELS, type ReconciliationView } from '@/domain/reconciliation/reconciliation-admin';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { useAssignCredit } from '../api/admin-reconciliation';
import { CreditActions } from './credit-actions';
import { CreditDetails } from './credit-details';
import { candidateTitle, paymentText, statementMoney } from './statement-money';

type NearRow = ReconciliationView['near'][number];

/** One near match: why it is not exact, each candidate with its difference and a button to confirm it. */
function NearMatch({ row }: { row: NearRow }) {
  const { credit } = row;
  const assign = useAssignCredit(credit.id);
  const amount = statementMoney(credit.amountMinor, credit.currency);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <CreditDetails credit={credit} />
        <Badge variant="warning">{NEAR_REASON_LABELS[row.reason]}</Badge>
      </div>
      <ul
        aria-label={`Candidates for ${amount} on line ${credit.sourceLine}`}
        className="flex flex-col gap-2"
      >
        {row.candidates.map((candidate) => (
          <li
            key={candidate.reference}
            className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-2"
          >
            <span className="font-semibold text-ink">{candidateTitle(candidate)}</span>
            <span className="text-sm text-ink-muted">
              due {statementMoney(candidate.amountMinor, candidate.currency)} · {paymentText(candidate)}
            </span>
            <Button
              variant="outline"
              className="ml-auto"
              disabled={assign.isPending}
              onClick={() =>
                assign.mutate(candidate.reference, {
                  onSuccess: () => toast.success(`Credit of ${amount} confirmed for ${candidate.reference}`),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              Confirm for {candidate.reference}
            </Button>
          </li>
        ))}
      </ul>
      <CreditActions credit={credit} />
    </li>
  );
}

/** Near matches, to decide one by one. */
export function NearMatches({ rows }: { rows: NearRow[] }) {
  if (rows.length === 0) return <p className="text-ink-muted">No near matches waiting.</p>;
  return (
    <ul aria-label="Near matches" className="flex flex-col gap-3">
      {rows.map((row) => (
        <NearMatch key={row.credit.id} row={row} />
      ))}
    </ul>
  );
}
