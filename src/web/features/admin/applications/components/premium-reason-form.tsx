import { useForm } from 'react-hook-form';
import { PremiumActionSchema, REASON_MAX_LENGTH } from '@/domain/funeral/funeral-ledger';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/textarea';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';

const ReasonSchema = PremiumActionSchema.pick({ reason: true });
type Reason = { reason: string };

const FIELD_ID = 'premium-reason';

interface PremiumReasonFormProps {
  submitLabel: string;
  busy: boolean;
  /** Resolves once saved; throws the server's refusal, which the form shows and keeps what was typed. */
  onSubmit: (values: Reason) => Promise<unknown>;
}

/** The reason an admin gives for waiving or refunding a premium: kept in the audit log with the act. */
export function PremiumReasonForm({ submitLabel, busy, onSubmit }: PremiumReasonFormProps) {
  const form = useForm<Reason, unknown, Reason>({
    resolver: schemaResolver<Reason, Reason>(ReasonSchema),
    defaultValues: { reason: '' },
    // Focus goes to the error summary, which links to the field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerRefusal(error, form.setError, ['reason']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorSummary errors={errors} focusKey={form.formState.submitCount} idOf={() => FIELD_ID} />
      <FormField
        id={FIELD_ID}
        label="Reason"
        required
        description="Kept in the audit log with what you do here."
        error={errors.reason?.message}
      >
        <Textarea
          aria-required
          maxLength={REASON_MAX_LENGTH}
          {...form.register('reason')}
          {...fieldA11y(FIELD_ID, errors.reason?.message, true)}
        />
      </FormField>
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
