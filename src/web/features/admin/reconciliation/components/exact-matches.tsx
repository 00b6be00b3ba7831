import { useState } from 'react';
import type { ReconciliationView } from '@/domain/reconciliation/reconciliation-admin';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { useConfirmExact } from '../api/admin-reconciliation';
import { CreditDetails } from './credit-details';
import { candidateTitle, statementMoney } from './statement-money';

type ExactRow = ReconciliationView['exact'][number];

/**
 * Exact matches, all ticked: the admin unticks any to leave for later and confirms the rest at once. Each is the
 * console's own 'paid' for its order, fee or premium, done by the server.
 */
export function ExactMatches({ rows }: { rows: ExactRow[] }) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const confirm = useConfirmExact();
  if (rows.length === 0) return <p className="text-ink-muted">No exact matches waiting.</p>;
  const chosen = rows.filter((row) => !left.has(row.credit.id)).map((row) => row.credit.id);
  const toggle = (id: string) =>
    setLeft((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const confirmChosen = () =>
    confirm.mutate(chosen, {
      onSuccess: ({ confirmed, skipped }) => {
        setLeft(new Set());
        toast.success(
          `${confirmed.length} ${confirmed.length === 1 ? 'payment' : 'payments'} confirmed` +
            (skipped.length > 0 ? `; ${skipped.length} left to decide one by one` : ''),
        );
      },
    });
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Exact matches" className="flex flex-col gap-2">
        {rows.map(({ credit, candidate }) => (
          <li key={credit.id} className="rounded-xl border border-line bg-surface p-3">
            <label className="flex min-h-11 cursor-pointer flex-wrap items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-5 accent-brand-700"
                checked={!left.has(credit.id)}
                onChange={() => toggle(credit.id)}
                aria-label={`Confirm ${statementMoney(credit.amountMinor, credit.currency)} for ${candidate.reference}`}
              />
              <CreditDetails credit={credit} />
              <span className="ml-auto font-semibold text-brand-800">{candidateTitle(candidate)}</span>
            </label>
          </li>
        ))}
      </ul>
      <Button
        className="self-start"
        disabled={chosen.length === 0 || confirm.isPending}
        onClick={confirmChosen}
      >
        {confirm.isPending ? 'Confirming…' : `Confirm ${chosen.length} selected`}
      </Button>
    </div>
  );
}
