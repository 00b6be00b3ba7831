import { Field } from '@/web/components/forms/field';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, type MetaFunction } from 'react-router';
import { ForgotPasswordSchema, PASSWORD_RESET_MESSAGES } from '@/domain/accounts/password-reset.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { paths } from '@/web/config/paths';
import { requestPasswordReset } from '@/web/lib/auth-requests';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { AuthFrame } from '@/web/components/layout/auth-frame';

export const meta: MetaFunction = () => [{ title: 'Forgot password | Diaspora Hub' }];

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const request = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email, paths.resetPassword),
    onSuccess: () => setSent(true),
  });
  const form = useForm<{ email: string }, unknown, { email: string }>({
    resolver: schemaResolver<{ email: string }, { email: string }>(ForgotPasswordSchema),
    defaultValues: { email: '' },
    // Focus goes to the error summary, which links to the field.
    shouldFocusError: false,
  });

  return (
    <AuthFrame
      title="Forgot password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <Link
          to={paths.signIn}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <Alert variant="success">
          <AlertDescription>{PASSWORD_RESET_MESSAGES.sent}</AlertDescription>
        </Alert>
      ) : (
        <>
          <ErrorSummary
            errors={form.formState.errors}
            focusKey={form.formState.submitCount}
            idOf={() => 'forgot-email'}
            className="mb-4"
          />
          <FormProvider {...form}>
            <form onSubmit={form.handleSubmit(({ email }) => request.mutate(email))} noValidate>
              <fieldset disabled={request.isPending} className="flex flex-col gap-4">
                <Field<{ email: string }> name="email" id="forgot-email" label="Email">
                  {(control) => <Input type="email" autoComplete="email" {...control} />}
                </Field>
                <Button type="submit" size="lg" className="w-full">
                  {request.isPending ? 'Please wait...' : 'Send reset link'}
                </Button>
              </fieldset>
            </form>
          </FormProvider>
        </>
      )}
    </AuthFrame>
  );
}
