import { useId, useState, type FormEvent } from 'react';
import { formatCalendarDate } from '@/domain/calendar-date';
import type { RealtyApplicationView } from '@/domain/partners/realty';
import { VIEWING_MODE_LABELS, viewingStatusText, type ViewingDecision } from '@/domain/property/viewing';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { useAnswerViewing } from '../api/realty';

/**
 * The buyer's viewing and the firm's answer (decision 044): confirm one of the buyer's dates (or the one proposed),
 * or propose another date. The server checks the date; its refusal is said under the date field.
 */
export function ViewingAnswer({
  organisationId,
  application,
}: {
  organisationId: string;
  application: RealtyApplicationView;
}) {
  const { viewing } = application;
  const answer = useAnswerViewing(organisationId, application.id);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldId = useId();
  if (!viewing) return <p className="text-ink-muted">No viewing has been asked for.</p>;
  const offered = [
    ...viewing.preferredDates,
    ...(viewing.status === 'proposed' && viewing.scheduledDate ? [viewing.scheduledDate] : []),
  ];
  const send = async (decision: ViewingDecision) => {
    setProblem(undefined);
    try {
      await answer.mutateAsync(decision);
      toast.success(decision.action === 'confirm' ? 'Viewing confirmed' : 'Another date proposed');
    } catch (refusal) {
      setProblem(
        refusal instanceof ApiError ? (refusal.fields.date ?? refusal.message) : 'Please try again.',
      );
    }
  };
  const propose = (event: FormEvent) => {
    event.preventDefault();
    void send({ action: 'propose', date });
  };
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-semibold text-ink">
        {viewingStatusText(viewing)}
      </p>
      <p className="text-ink-muted">
        {VIEWING_MODE_LABELS[viewing.mode]}
        {viewing.viewerName && ` with ${viewing.viewerName}`}
        {viewing.viewerPhone && `, ${viewing.viewerPhone}`}
      </p>
      {application.status === 'pending' && (
        <>
          <ul className="flex flex-wrap gap-2" aria-label="Dates the buyer can do">
            {[...new Set(offered)].map((offer) => (
              <li key={offer}>
                <Button
                  type="button"
                  variant="outline"
                  disabled={answer.isPending}
                  onClick={() => void send({ action: 'confirm', date: offer })}
                >
                  Confirm {formatCalendarDate(offer)}
                </Button>
              </li>
            ))}
          </ul>
          <form noValidate onSubmit={propose} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex flex-col gap-1.5 sm:flex-1">
              <Label htmlFor={fieldId}>Propose another date</Label>
              <Input
                id={fieldId}
                type="date"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${fieldId}-problem` : undefined}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={answer.isPending || !date}>
              Propose date
            </Button>
          </form>
        </>
      )}
      {problem && (
        <p id={`${fieldId}-problem`} role="alert" className="font-medium text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}
