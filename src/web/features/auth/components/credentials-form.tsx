import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SignIn } from '@/domain/accounts/signin.schema';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { firstFieldError } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import type { z } from 'zod';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

type Credentials = { email: string; password: string };

interface CredentialsFormProps {
  schema: z.ZodType<SignIn, unknown>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Resolves to an error message to show, or nothing on success. */
  onSubmit: (credentials: SignIn) => Promise<string | undefined>;
  idPrefix: string;
}

/** Email and password with the spec's inline alert: shared by the user and admin sign-in screens. */
export function CredentialsForm({
  schema,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  idPrefix,
}: CredentialsFormProps) {
  const [serverError, setServerError] = useState<string>();
  const form = useForm<Credentials, unknown, SignIn>({
    resolver: schemaResolver<Credentials, SignIn>(schema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const alertId = `${idPrefix}-error`;
  const message = serverError ?? firstFieldError(errors, ['email', 'password']);
  const invalid = (field: keyof Credentials) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': alertId } : {};

  const submit = form.handleSubmit(
    async (values) => {
      setServerError(undefined);
      setServerError(await onSubmit(values));
    },
    () => setServerError(undefined),
  );

  return (
    <>
      <FormAlert id={alertId} message={message} />
      <form onSubmit={submit} noValidate>
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${idPrefix}-email`}>Email</Label>
            <Input
              id={`${idPrefix}-email`}
              type="email"
              autoComplete="email"
              {...form.register('email')}
              {...invalid('email')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${idPrefix}-password`}>Password</Label>
            <PasswordInput
              id={`${idPrefix}-password`}
              autoComplete="current-password"
              {...form.register('password')}
              {...invalid('password')}
            />
          </div>
          <Button type="submit" size="lg" className="mt-2 w-full">
            {busy ? busyLabel : submitLabel}
          </Button>
        </fieldset>
      </form>
    </>
  );
}
