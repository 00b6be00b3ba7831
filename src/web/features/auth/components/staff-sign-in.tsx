import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AdminSignInStep, SignIn } from '@/domain/accounts/signin.schema';
import { AdminSignInSchema } from '@/domain/accounts/signin.schema';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { enableTwoFactor } from '@/web/lib/auth-requests';
import { AdminPasswordForm } from './admin-password-form';
import { AuthFrame } from '@/web/components/layout/auth-frame';
import { CredentialsForm } from './credentials-form';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorEnrolment, type TwoFactorSetup } from './two-factor-enrolment';

/** `then`: where a new password leads, two-factor setup (not enrolled yet) or the console (after the code). */
type Step =
  | { name: 'credentials' }
  | { name: 'verify' }
  | { name: 'change-password'; then: 'setup' | 'console' }
  | { name: 'setup'; setup: TwoFactorSetup };

export type StaffSignInTitles = Record<Step['name'], { title: string; subtitle: string }>;

interface StaffSignInProps {
  titles: StaffSignInTitles;
  /** The door's own sign-in route (the admins' or the partners'): the password step, answering what comes next. */
  signIn: (credentials: SignIn) => Promise<{ next: AdminSignInStep }>;
  /** After the code: whether the server asks for a new password now (admins whose password is too short). */
  passwordChangeOwed: () => Promise<boolean>;
  /** Into the console or portal, once every step is done. */
  enter: () => Promise<void>;
  /** The words of the button that leads in after two-factor setup. */
  continueLabel?: string;
  idPrefix: string;
  missingLine: string;
  footer: ReactNode;
}

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * The staff sign-in (admins, docs/decisions/012; partners, 079): email and password, then the authenticator code,
 * or, the first time, two-factor setup. One whose password is shorter than the admin minimum chooses a new one first
 * (after the code, when enrolled). The password typed here starts the setup and confirms the change, so it is not
 * asked for twice.
 */
export function StaffSignIn({
  continueLabel,
  titles,
  signIn,
  passwordChangeOwed,
  enter,
  idPrefix,
  missingLine,
  footer,
}: StaffSignInProps) {
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [password, setPassword] = useState('');
  const passwordStep = useMutation({
    mutationFn: async (credentials: SignIn) => {
      const { next } = await signIn(credentials);
      return next === 'setup' ? { next, setup: await enableTwoFactor(credentials.password) } : { next };
    },
    meta: { toastError: false },
  });
  const beginSetup = async (newPassword: string) => {
    try {
      setStep({ name: 'setup', setup: await enableTwoFactor(newPassword) });
    } catch (error) {
      toast.error('Authentication Error', { description: failure(error) });
    }
  };

  // The session exists only once the code is accepted: only then can the server say a new password is owed.
  const afterCode = async () => {
    if (await passwordChangeOwed()) setStep({ name: 'change-password', then: 'console' });
    else await enter();
  };

  const submit = async (credentials: SignIn) => {
    let answer;
    try {
      answer = await passwordStep.mutateAsync(credentials);
    } catch (error) {
      const message = failure(error);
      const title =
        error instanceof ApiError && error.status === 403 ? 'Access denied' : 'Authentication Error';
      toast.error(title, { description: message });
      return message;
    }
    setPassword(credentials.password);
    if (answer.next === 'done') await enter();
    else if (answer.next === 'change-password') setStep({ name: 'change-password', then: 'setup' });
    else setStep(answer.next === 'setup' ? { name: 'setup', setup: answer.setup } : { name: 'verify' });
    return undefined;
  };

  return (
    <AuthFrame {...titles[step.name]} footer={footer}>
      {step.name === 'credentials' && (
        <CredentialsForm
          idPrefix={idPrefix}
          missingLine={missingLine}
          schema={AdminSignInSchema}
          busy={passwordStep.isPending}
          submitLabel="Sign In"
          busyLabel="Signing in..."
          onSubmit={submit}
        />
      )}
      {step.name === 'verify' && <TwoFactorCodeForm onVerified={afterCode} />}
      {step.name === 'change-password' && (
        <AdminPasswordForm
          currentPassword={password}
          onChanged={(newPassword) => (step.then === 'setup' ? beginSetup(newPassword) : enter())}
        />
      )}
      {step.name === 'setup' && (
        <TwoFactorEnrolment setup={step.setup} continueLabel={continueLabel} onDone={() => void enter()} />
      )}
    </AuthFrame>
  );
}
