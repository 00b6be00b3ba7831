import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import {
  NewPasswordSchema,
  PASSWORD_RESET_MESSAGES,
  type NewPasswordInput,
} from '@/domain/accounts/password-reset.schema';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { resetPassword } from '@/web/lib/auth-requests';
import { firstFieldError } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { AuthFrame } from '../components/auth-frame';
import { FormAlert } from '../components/form-alert';
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
  });
  const linkBroken =
    !token || searchParams.has('error') || (reset.error instanceof ApiError && reset.error.status < 500);
  const message = linkBroken
    ? PASSWORD_RESET_MESSAGES.invalidLink
    : firstFieldError(form.formState.errors, ['password', 'confirmPassword']);

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
      <FormAlert id="reset-error" message={message} />
      <form onSubmit={form.handleSubmit(({ password }) => reset.mutate(password))} noValidate>
        <fieldset disabled={reset.isPending || !token} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-password">New Password</Label>
            <PasswordInput id="new-password" autoComplete="new-password" {...form.register('password')} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="confirm-new-password">Confirm Password</Label>
            <PasswordInput
              id="confirm-new-password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </div>
          <Button type="submit" size="lg" className="w-full">
            {reset.isPending ? 'Please wait...' : 'Change password'}
          </Button>
        </fieldset>
      </form>
    </AuthFrame>
  );
}
