import { useForm } from 'react-hook-form';
import { RefundPaidOutSchema, type RefundPaidOut } from '@/domain/payments/refund-share';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';

const FIELD_ID = 'refund-reference';

interface PaidOutFormProps {
  busy: boolean;
  /** Resolves once saved; throws the server's refusal, which the form shows and keeps what was typed. */
  onSubmit: (values: RefundPaidOut) => Promise<unknown>;
}

/** The bank's reference for the transfer sent back: required, so the payout can be traced in the statement. */
export function PaidOutForm({ busy, onSubmit }: PaidOutFormProps) {
  const form = useForm<RefundPaidOut, unknown, RefundPaidOut>({
    resolver: schemaResolver<RefundPaidOut, RefundPaidOut>(RefundPaidOutSchema),
    defaultValues: { reference: '' },
    // Focus goes to the error summary, which links to the field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerRefusal(error, form.setError, ['reference']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorSummary errors={errors} focusKey={form.formState.submitCount} idOf={() => FIELD_ID} />
      <FormField
        id={FIELD_ID}
        label="Bank reference"
        required
        description="The reference of the transfer you sent, as your bank shows it."
        error={errors.reference?.message}
      >
        <Input
          aria-required
          autoComplete="off"
          maxLength={100}
          {...form.register('reference')}
          {...fieldA11y(FIELD_ID, errors.reference?.message, true)}
        />
      </FormField>
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? 'Saving…' : 'Record paid out'}
      </Button>
    </form>
  );
}
