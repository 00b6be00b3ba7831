import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { AdminSignInSchema, type SignIn } from '@/domain/accounts/signin.schema';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { api, ApiError, unwrap } from '@/web/lib/api-client';
import { enableTwoFactor } from '@/web/lib/auth-requests';
import { refreshMe } from '@/web/lib/me';
import { AuthFrame } from '../components/auth-frame';
import { CredentialsForm } from '../components/credentials-form';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';
import { TwoFactorEnrolment, type TwoFactorSetup } from '../components/two-factor-enrolment';

export const meta: MetaFunction = () => [{ title: 'Admin Login | Diaspora Hub' }];

type Step = { name: 'credentials' } | { name: 'verify' } | { name: 'setup'; setup: TwoFactorSetup };

const TITLES: Record<Step['name'], { title: string; subtitle: string }> = {
  credentials: { title: 'Admin Login', subtitle: 'Sign in to manage Diaspora Hub' },
  verify: { title: 'Two-factor authentication', subtitle: 'Enter the code from your authenticator app' },
  setup: {
    title: 'Set up two-factor authentication',
    subtitle: 'Admins protect the console with a code from an authenticator app',
  },
};

/**
 * Admin sign-in: email and password, then the authenticator code, or, the first time, two-factor setup. The
 * password typed here starts the setup, so a new admin is not asked for it twice.
 */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const signIn = useMutation({
    mutationFn: async (credentials: SignIn) => {
      const { next } = await unwrap(api.admin['sign-in'].$post({ json: credentials }));
      return next === 'setup' ? { next, setup: await enableTwoFactor(credentials.password) } : { next };
    },
    meta: { toastError: false },
  });

  const enterConsole = async () => {
    await refreshMe(queryClient);
    toast.success('Login successful', { description: 'Welcome to the admin panel' });
    await navigate(paths.admin, { replace: true });
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
    if (answer.next === 'done') await enterConsole();
    else setStep(answer.next === 'setup' ? { name: 'setup', setup: answer.setup } : { name: 'verify' });
    return undefined;
  };

  return (
    <AuthFrame
      {...TITLES[step.name]}
      footer={
        <Link to={paths.splash} className="font-semibold text-brand-800 underline underline-offset-4">
          Back
        </Link>
      }
    >
      {step.name === 'credentials' && (
        <CredentialsForm
          idPrefix="admin"
          schema={AdminSignInSchema}
          busy={signIn.isPending}
          submitLabel="Sign In"
          busyLabel="Signing in..."
          onSubmit={submit}
        />
      )}
      {step.name === 'verify' && <TwoFactorCodeForm onVerified={enterConsole} />}
      {step.name === 'setup' && <TwoFactorEnrolment setup={step.setup} onDone={() => void enterConsole()} />}
    </AuthFrame>
  );
}
