import { useId, useState } from 'react';
import { OptionSelect } from '@/web/components/forms/option-select';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/textarea';

interface StatusChangerProps<Status extends string> {
  /** The statuses the row may move to now (the domain's transition rule); empty when it is final. */
  next: readonly Status[];
  labels: Record<Status, string>;
  busy: boolean;
  /** Resolves once the server accepted the change; rejects with its message otherwise. */
  onChange: (change: { status: Status; note: string }) => Promise<unknown>;
}

/**
 * Moves an order or application to one of its allowed next statuses, with an optional note for the history.
 * Only the allowed statuses are offered; the server checks the rule again.
 */
export function StatusChanger<Status extends string>({
  next,
  labels,
  busy,
  onChange,
}: StatusChangerProps<Status>) {
  const id = useId();
  const [status, setStatus] = useState<Status | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  if (next.length === 0)
    return <p className="text-ink-muted">This status is final: it cannot change any more.</p>;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!status) return setError('Choose the new status');
    setError(undefined);
    try {
      await onChange({ status, note: note.trim() });
      setStatus('');
      setNote('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id={`${id}-status`} label="New status" error={error}>
        <OptionSelect
          {...fieldA11y(`${id}-status`, error)}
          value={status}
          onValueChange={(value) => setStatus(value as Status)}
          options={next.map((value) => ({ value, label: labels[value] }))}
          placeholder="Choose a status"
          disabled={busy}
        />
      </FormField>
      <FormField
        id={`${id}-note`}
        label="Note (optional)"
        description="Kept in the history; the customer does not see it."
      >
        <Textarea
          {...fieldA11y(`${id}-note`, undefined, true)}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
          disabled={busy}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Updating...' : 'Update status'}
      </Button>
    </form>
  );
}
