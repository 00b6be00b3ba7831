import { Field } from '@/web/components/forms/field';
import { FormProvider, useForm } from 'react-hook-form';
import { PasswordConfirmationSchema } from '@/domain/accounts/two-factor.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { PasswordInput } from './password-input';

interface PasswordConfirmationFormProps {
  busy: boolean;
  submitLabel: string;
  /** Resolves to an error message to show on the field, or nothing on success. */
  onSubmit: (password: string) => Promise<string | undefined>;
}

/** Asks for the password again before a security change. */
export function PasswordConfirmationForm({ busy, submitLabel, onSubmit }: PasswordConfirmationFormProps) {
  const form = useForm<{ password: string }, unknown, { password: string }>({
    resolver: schemaResolver<{ password: string }, { password: string }>(PasswordConfirmationSchema),
    defaultValues: { password: '' },
    shouldFocusError: false,
  });
  const submit = form.handleSubmit(async ({ password }) => {
    const message = await onSubmit(password);
    if (message) form.setError('password', { type: 'server', message });
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorSummary
          errors={form.formState.errors}
          focusKey={form.formState.submitCount}
          idOf={() => 'confirm-password'}
        />
        <Field<{ password: string }> name="password" id="confirm-password" label="Password">
          {(control) => <PasswordInput {...control} autoComplete="current-password" disabled={busy} />}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Please wait...' : submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
