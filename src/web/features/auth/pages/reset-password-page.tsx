import { Field } from '@/web/components/forms/field';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import {
  NewPasswordSchema,
  PASSWORD_RESET_MESSAGES,
  type NewPasswordInput,
} from '@/domain/accounts/password-reset.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { resetPassword } from '@/web/lib/auth-requests';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { AuthFrame } from '@/web/components/layout/auth-frame';
import { PasswordInput } from '../components/password-input';

export const meta: MetaFunction = () => [{ title: 'Choose a new password | Diaspora Hub' }];

/** The page the reset link leads to: better-auth adds ?token=… (or ?error=INVALID_TOKEN for a bad link). */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token ?? '', password),
    meta: { toastError: false },
    onSuccess: async () => {
      toast.success('Password changed', { description: PASSWORD_RESET_MESSAGES.done });
      await navigate(paths.signIn, { replace: true });
    },
  });
  const form = useForm<NewPasswordInput, unknown, NewPasswordInput>({
    resolver: schemaResolver<NewPasswordInput, NewPasswordInput>(NewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const idOf = (path: string) => (path === 'password' ? 'new-password' : 'confirm-new-password');
  const linkBroken =
    !token || searchParams.has('error') || (reset.error instanceof ApiError && reset.error.status < 500);

  return (
    <AuthFrame
      title="Choose a new password"
      footer={
        <Link
          to={paths.forgotPassword}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Ask for a new link
        </Link>
      }
    >
      <ErrorSummary
        errors={errors}
        focusKey={form.formState.submitCount}
        description={linkBroken ? PASSWORD_RESET_MESSAGES.invalidLink : undefined}
        idOf={idOf}
        className="mb-4"
      />
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(({ password }) => reset.mutate(password))} noValidate>
          <fieldset disabled={reset.isPending || !token} className="flex flex-col gap-4">
            <Field<NewPasswordInput> name="password" id="new-password" label="New Password">
              {(control) => <PasswordInput autoComplete="new-password" {...control} />}
            </Field>
            <Field<NewPasswordInput>
              name="confirmPassword"
              id="confirm-new-password"
              label="Confirm Password"
            >
              {(control) => <PasswordInput autoComplete="new-password" {...control} />}
            </Field>
            <Button type="submit" size="lg" className="w-full">
              {reset.isPending ? 'Please wait...' : 'Change password'}
            </Button>
          </fieldset>
        </form>
      </FormProvider>
    </AuthFrame>
  );
}
