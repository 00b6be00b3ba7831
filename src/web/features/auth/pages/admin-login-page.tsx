import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { AdminSignInSchema, SIGN_IN_MESSAGES, type SignIn } from '@/domain/accounts/signin.schema';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { api, ApiError, unwrap } from '@/web/lib/api-client';
import { enableTwoFactor } from '@/web/lib/auth-requests';
import { refreshMe } from '@/web/api/me';
import { AdminPasswordForm } from '../components/admin-password-form';
import { AuthFrame } from '../components/auth-frame';
import { CredentialsForm } from '../components/credentials-form';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';
import { TwoFactorEnrolment, type TwoFactorSetup } from '../components/two-factor-enrolment';

export const meta: MetaFunction = () => [{ title: 'Admin Login | Diaspora Hub' }];

/** `then`: where a new password leads, two-factor setup (not enrolled yet) or the console (after the code). */
type Step =
  | { name: 'credentials' }
  | { name: 'verify' }
  | { name: 'change-password'; then: 'setup' | 'console' }
  | { name: 'setup'; setup: TwoFactorSetup };

const TITLES: Record<Step['name'], { title: string; subtitle: string }> = {
  credentials: { title: 'Admin Login', subtitle: 'Sign in to manage Diaspora Hub' },
  verify: { title: 'Two-factor authentication', subtitle: 'Enter the code from your authenticator app' },
  'change-password': {
    title: 'Choose a new password',
    subtitle: 'Your password is too short for the admin console',
  },
  setup: {
    title: 'Set up two-factor authentication',
    subtitle: 'Admins protect the console with a code from an authenticator app',
  },
};

/**
 * Admin sign-in: email and password, then the authenticator code, or, the first time, two-factor setup. An admin
 * whose password is shorter than the admin minimum chooses a new one first (after the code, when enrolled). The
 * password typed here starts the setup and confirms the change, so the admin is not asked for it twice.
 */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: async (credentials: SignIn) => {
      const { next } = await unwrap(api.admin['sign-in'].$post({ json: credentials }));
      return next === 'setup' ? { next, setup: await enableTwoFactor(credentials.password) } : { next };
    },
    meta: { toastError: false },
  });
  const beginSetup = async (newPassword: string) => {
    try {
      setStep({ name: 'setup', setup: await enableTwoFactor(newPassword) });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      toast.error('Authentication Error', { description: message });
    }
  };

  const enterConsole = async () => {
    await refreshMe(queryClient);
    toast.success('Login successful', { description: 'Welcome to the admin panel' });
    await navigate(paths.admin, { replace: true });
  };

  // The session exists only once the code is accepted: only then can the server say a new password is owed.
  const afterCode = async () => {
    const me = await refreshMe(queryClient);
    if (me?.user.passwordChangeRequired) setStep({ name: 'change-password', then: 'console' });
    else await enterConsole();
  };

  const submit = async (credentials: SignIn) => {
    let answer;
    try {
      answer = await signIn.mutateAsync(credentials);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      const title =
        error instanceof ApiError && error.status === 403 ? 'Access denied' : 'Authentication Error';
      toast.error(title, { description: message });
      return message;
    }
    setPassword(credentials.password);
    if (answer.next === 'done') await enterConsole();
    else if (answer.next === 'change-password') setStep({ name: 'change-password', then: 'setup' });
    else setStep(answer.next === 'setup' ? { name: 'setup', setup: answer.setup } : { name: 'verify' });
    return undefined;
  };

  return (
    <AuthFrame
      {...TITLES[step.name]}
      footer={
        <Link
          to={paths.splash}
          className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Back
        </Link>
      }
    >
      {step.name === 'credentials' && (
        <CredentialsForm
          idPrefix="admin"
          missingLine={SIGN_IN_MESSAGES.adminRequired}
          schema={AdminSignInSchema}
          busy={signIn.isPending}
          submitLabel="Sign In"
          busyLabel="Signing in..."
          onSubmit={submit}
        />
      )}
      {step.name === 'verify' && <TwoFactorCodeForm onVerified={afterCode} />}
      {step.name === 'change-password' && (
        <AdminPasswordForm
          currentPassword={password}
          onChanged={(newPassword) => (step.then === 'setup' ? beginSetup(newPassword) : enterConsole())}
        />
      )}
      {step.name === 'setup' && <TwoFactorEnrolment setup={step.setup} onDone={() => void enterConsole()} />}
    </AuthFrame>
  );
}
