import { useId, useState, type FormEvent } from 'react';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import type { ApplicationStatus } from '@/domain/applications/application-view';
import type { RealtyApplicationView } from '@/domain/partners/realty';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { useRecordOutcome } from '../api/realty';

/**
 * The outcomes the firm may record now, as the server lists them (the domain's transitions), with a note for the
 * history. The buyer is told in the app and by email; the note stays with us and the firm.
 */
export function OutcomeForm({
  organisationId,
  application,
}: {
  organisationId: string;
  application: RealtyApplicationView;
}) {
  const record = useRecordOutcome(organisationId, application.id);
  const [status, setStatus] = useState<ApplicationStatus>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const id = useId();
  if (application.nextStatuses.length === 0) {
    return <p className="text-ink-muted">This application is closed: no further outcome can be recorded.</p>;
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!status) return setProblem('Choose an outcome');
    setProblem(undefined);
    try {
      await record.mutateAsync({ status, note: note || undefined });
      toast.success(`Application ${APPLICATION_STATUS_LABELS[status].toLowerCase()}`);
      setStatus(undefined);
      setNote('');
    } catch (refusal) {
      setProblem(refusal instanceof ApiError ? refusal.message : 'Please try again.');
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Outcome</legend>
        {application.nextStatuses.map((next) => (
          <label key={next} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name={`${id}-status`}
              value={next}
              checked={status === next}
              onChange={() => setStatus(next)}
              className="size-5 accent-brand-700"
            />
            {APPLICATION_STATUS_LABELS[next]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Note for the history (optional; the buyer does not see it)</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className="font-medium text-danger-700">
          {problem}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={record.isPending}>
        Record outcome
      </Button>
    </form>
  );
}
