import { Field } from '@/web/components/forms/field';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { isMissingCredential, type SignIn } from '@/domain/accounts/signin.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { fieldProblems } from '@/web/lib/field-problems';
import { schemaResolver } from '@/web/lib/schema-resolver';
import type { z } from 'zod';
import { PasswordInput } from './password-input';

type Credentials = { email: string; password: string };

interface CredentialsFormProps {
  schema: z.ZodType<SignIn, unknown>;
  /** The spec's line when a field is empty: 'Please fill in all required fields', or the admin's wording. */
  missingLine: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Resolves to an error message to show, or nothing on success. */
  onSubmit: (credentials: SignIn) => Promise<string | undefined>;
  idPrefix: string;
}

/**
 * Email and password with the spec's inline alert, here the error summary: it carries the spec's line or the
 * server's message, and links to each field, which says what it needs. Shared by the user and admin sign-in.
 */
export function CredentialsForm({
  schema,
  missingLine,
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
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const missing = fieldProblems(errors).some((problem) => isMissingCredential(problem.message));
  const idOf = (path: string) => `${idPrefix}-${path}`;

  const submit = form.handleSubmit(
    async (values) => {
      setServerError(undefined);
      setServerError(await onSubmit(values));
    },
    () => setServerError(undefined),
  );

  return (
    <>
      <ErrorSummary
        errors={errors}
        focusKey={submitCount}
        description={serverError ?? (missing ? missingLine : undefined)}
        idOf={idOf}
        className="mb-4"
      />
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={busy} className="flex flex-col gap-4">
            <Field<Credentials> name="email" id={idOf('email')} label="Email">
              {(control) => <Input type="email" autoComplete="email" aria-required {...control} />}
            </Field>
            <Field<Credentials> name="password" id={idOf('password')} label="Password">
              {(control) => <PasswordInput autoComplete="current-password" aria-required {...control} />}
            </Field>
            <Button type="submit" size="lg" className="mt-2 w-full">
              {busy ? busyLabel : submitLabel}
            </Button>
          </fieldset>
        </form>
      </FormProvider>
    </>
  );
}
