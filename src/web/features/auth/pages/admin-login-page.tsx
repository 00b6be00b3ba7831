import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { AdminSignInSchema, type SignIn } from '@/domain/accounts/signin.schema';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { api, ApiError, unwrap } from '@/web/lib/api-client';
import { refreshMe } from '@/web/lib/me';
import { AuthFrame } from '../components/auth-frame';
import { CredentialsForm } from '../components/credentials-form';

export const meta: MetaFunction = () => [{ title: 'Admin Login | Diaspora Hub' }];

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: (credentials: SignIn) => unwrap(api.admin['sign-in'].$post({ json: credentials })),
    meta: { toastError: false },
    onSettled: () => refreshMe(queryClient),
  });

  const submit = async (credentials: SignIn) => {
    try {
      await signIn.mutateAsync(credentials);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      toast.error(
        error instanceof ApiError && error.status === 403 ? 'Access denied' : 'Authentication Error',
        {
          description: message,
        },
      );
      return message;
    }
    toast.success('Login successful', { description: 'Welcome to the admin panel' });
    await navigate(paths.admin, { replace: true });
    return undefined;
  };

  return (
    <AuthFrame
      title="Admin Login"
      subtitle="Sign in to manage Diaspora Hub"
      footer={
        <Link to={paths.splash} className="font-semibold text-brand-800 underline underline-offset-4">
          Back
        </Link>
      }
    >
      <CredentialsForm
        idPrefix="admin"
        schema={AdminSignInSchema}
        busy={signIn.isPending}
        submitLabel="Sign In"
        busyLabel="Signing in..."
        onSubmit={submit}
      />
    </AuthFrame>
  );
}
