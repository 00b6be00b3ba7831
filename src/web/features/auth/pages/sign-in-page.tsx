import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { SignInSchema } from '@/domain/accounts/signin.schema';
import { toast } from '@/web/components/ui/toaster';
import { paths, safeRedirect } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { useSignIn } from '../api/use-sign-in';
import { toastAuthError } from '../auth-error-toast';
import { AuthFrame } from '../components/auth-frame';
import { CredentialsForm } from '../components/credentials-form';
import { redirectSignedIn } from '../redirect-signed-in';

export const meta: MetaFunction = () => [{ title: 'Sign in | Diaspora Hub' }];
export const clientLoader = redirectSignedIn;

/** Shown at both /signin and /login (DECISIONS 1). */
export default function SignInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const target = safeRedirect(searchParams.get('redirect'));

  const submit = async (credentials: { email: string; password: string }) => {
    try {
      await signIn.mutateAsync(credentials);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      toastAuthError(message);
      return message;
    }
    toast.success('Login successful', { description: 'Welcome back to Diaspora Hub' });
    await navigate(target, { replace: true });
    return undefined;
  };

  return (
    <AuthFrame
      title="Welcome Back"
      subtitle="Sign in to your account"
      footer={
        <Link to={paths.signUp} className="font-semibold text-brand-800 underline underline-offset-4">
          Create an account
        </Link>
      }
    >
      <CredentialsForm
        idPrefix="sign-in"
        schema={SignInSchema}
        busy={signIn.isPending}
        submitLabel="Sign In"
        busyLabel="Please wait..."
        onSubmit={submit}
      />
      <p className="mt-4 text-center">
        <Link to={paths.forgotPassword} className="text-brand-800 underline underline-offset-4">
          Forgot password?
        </Link>
      </p>
    </AuthFrame>
  );
}
