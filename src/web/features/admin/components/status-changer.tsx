import { Field } from '@/web/components/forms/field';
import { SelectField } from '@/web/components/forms/select-field';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { schemaResolver } from '@/web/lib/schema-resolver';

export interface StatusChange<Status extends string> {
  status: Status;
  /** Trimmed; undefined when blank. */
  note: string | undefined;
}

/** What the form holds: no status until one is chosen. */
interface StatusChangeValues {
  status: string;
  note: string;
}

interface StatusChangerProps<Status extends string> {
  /** The statuses the row may move to now (the domain's transition rule); empty when it is final. */
  next: readonly Status[];
  /** What to say when nothing is left to choose; by default that the status is final. */
  noChoice?: string;
  labels: Record<Status, string>;
  /** The domain's schema of a change, which the server checks too: its limits and messages. */
  schema: z.ZodType<StatusChange<Status>, unknown>;
  busy: boolean;
  /** Resolves once the server accepted the change; rejects with its message otherwise. */
  onChange: (change: StatusChange<Status>) => Promise<unknown>;
}

/**
 * Moves an order or application to one of its allowed next statuses, with an optional note for the history.
 * Only the allowed statuses are offered; the server checks the rule again.
 */
export function StatusChanger<Status extends string>({
  next,
  noChoice = 'This status is final: it cannot change any more.',
  labels,
  schema,
  busy,
  onChange,
}: StatusChangerProps<Status>) {
  const id = useId();
  const form = useForm<StatusChangeValues, unknown, StatusChange<Status>>({
    resolver: schemaResolver<StatusChangeValues, StatusChange<Status>>(schema),
    defaultValues: { status: '', note: '' },
    // A message (the server's refusal included) stays until the next attempt.
    reValidateMode: 'onSubmit',
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  if (next.length === 0) return <p className="text-ink-muted">{noChoice}</p>;

  const { errors } = form.formState;
  const submit = form.handleSubmit(async (change) => {
    try {
      await onChange(change);
      form.reset();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Something went wrong. Please try again.';
      form.setError('status', { type: 'server', message });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorSummary
          errors={errors}
          focusKey={form.formState.submitCount}
          idOf={(path) => `${id}-${path}`}
        />
        <SelectField<StatusChangeValues>
          name="status"
          id={`${id}-status`}
          label="New status"
          options={next.map((value) => ({ value, label: labels[value] }))}
          placeholder="Choose a status"
          disabled={busy}
        />
        <Field<StatusChangeValues>
          name="note"
          id={`${id}-note`}
          label="Note (optional)"
          hint="Kept in the history; the customer does not see it."
        >
          {(control) => <Textarea {...control} disabled={busy} />}
        </Field>
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? 'Updating...' : 'Update status'}
        </Button>
      </form>
    </FormProvider>
  );
}
