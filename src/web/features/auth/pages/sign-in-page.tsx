import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { SIGN_IN_MESSAGES, SignInSchema } from '@/domain/accounts/signin.schema';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { refreshMe } from '@/web/api/me';
import { useSignIn } from '../api/use-sign-in';
import { toastAuthError } from '../auth-error-toast';
import { AuthFrame } from '@/web/components/layout/auth-frame';
import { CredentialsForm } from '../components/credentials-form';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';
import { redirectSignedIn } from '../redirect-signed-in';
import { continueLine, entryLink, returnTargetOf } from '../return-target';

export const meta: MetaFunction = () => [
  { title: 'Sign in | Diaspora Hub' },
  {
    name: 'description',
    content: 'Sign in to see your orders, applications and the cover you bought for family at home.',
  },
];
export const clientLoader = redirectSignedIn;

/** Shown at both /signin and /login (DECISIONS 1). */
export default function SignInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const target = returnTargetOf(searchParams.get('redirect'));

  const [needsCode, setNeedsCode] = useState(false);

  const signedIn = async () => {
    await refreshMe(queryClient);
    toast.success('Login successful', { description: 'Welcome back to Diaspora Hub' });
    await navigate(target ?? paths.home, { replace: true });
  };

  const submit = async (credentials: { email: string; password: string }) => {
    let answer;
    try {
      answer = await signIn.mutateAsync(credentials);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      toastAuthError(message);
      return message;
    }
    // An account with two-factor on (an admin, or a former one) is signed in only after its code.
    if (answer?.twoFactorRedirect) setNeedsCode(true);
    else await signedIn();
    return undefined;
  };

  return (
    <AuthFrame
      title={needsCode ? 'Two-factor authentication' : 'Welcome Back'}
      subtitle={needsCode ? 'Enter the code from your authenticator app' : 'Sign in to your account'}
      purpose={continueLine('Sign in', target)}
      footer={
        <Link
          to={entryLink(paths.signUp, target)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Create an account
        </Link>
      }
    >
      {needsCode ? (
        <TwoFactorCodeForm onVerified={signedIn} />
      ) : (
        <>
          <CredentialsForm
            idPrefix="sign-in"
            missingLine={SIGN_IN_MESSAGES.required}
            schema={SignInSchema}
            busy={signIn.isPending}
            submitLabel="Sign In"
            busyLabel="Please wait..."
            onSubmit={submit}
          />
          <p className="mt-4 text-center">
            <Link
              to={paths.forgotPassword}
              className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4"
            >
              Forgot password?
            </Link>
          </p>
        </>
      )}
    </AuthFrame>
  );
}
