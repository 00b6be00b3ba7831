import { Field } from '@/web/components/forms/field';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { BackupCodeSchema, TotpCodeSchema } from '@/domain/accounts/two-factor.schema';
import { Button } from '@/web/components/ui/button';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { verifyBackupCode, verifyTotp } from '@/web/lib/auth-requests';
import { schemaResolver } from '@/web/lib/schema-resolver';

type Kind = 'totp' | 'backup';

const KINDS = {
  totp: {
    schema: TotpCodeSchema,
    verify: verifyTotp,
    label: 'Authentication code',
    description: 'The 6-digit code your authenticator app shows now.',
    other: 'Use a backup code instead',
  },
  backup: {
    schema: BackupCodeSchema,
    verify: verifyBackupCode,
    label: 'Backup code',
    description: 'One of the backup codes you saved when you set up two-factor. Each works once.',
    other: 'Use my authenticator app instead',
  },
} as const;

interface TwoFactorCodeFormProps {
  /** Called once the server accepted the code and opened the session. */
  onVerified: () => Promise<void> | void;
}

export function VerifyCodeForm({ kind, onVerified }: TwoFactorCodeFormProps & { kind: Kind }) {
  const { schema, verify, label, description } = KINDS[kind];
  const form = useForm<{ code: string }, unknown, { code: string }>({
    resolver: schemaResolver<{ code: string }, { code: string }>(schema),
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  const check = useMutation({ mutationFn: verify, meta: { toastError: false } });
  // The field replaces the form the user just sent: focus follows, so keyboard and screen-reader users land on it.
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await check.mutateAsync(code);
    } catch (failure) {
      const message =
        failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.';
      form.setError('code', { type: 'server', message });
      return;
    }
    await onVerified();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorSummary
          errors={form.formState.errors}
          focusKey={form.formState.submitCount}
          idOf={() => `two-factor-${kind}`}
        />
        <Field<{ code: string }> name="code" id={`two-factor-${kind}`} label={label} hint={description}>
          {(control) => (
            <Input
              {...control}
              autoComplete="one-time-code"
              inputMode={kind === 'totp' ? 'numeric' : 'text'}
              disabled={check.isPending}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={check.isPending}>
          {check.isPending ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
    </FormProvider>
  );
}

/** The second step of signing in with two-factor on: a code from the authenticator app, or a backup code. */
export function TwoFactorCodeForm({ onVerified }: TwoFactorCodeFormProps) {
  const [kind, setKind] = useState<Kind>('totp');
  return (
    <div className="flex flex-col gap-4">
      <VerifyCodeForm key={kind} kind={kind} onVerified={onVerified} />
      <Button
        type="button"
        variant="link"
        className="self-center"
        onClick={() => setKind(kind === 'totp' ? 'backup' : 'totp')}
      >
        {KINDS[kind].other}
      </Button>
    </div>
  );
}
