import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { SIGN_IN_MESSAGES } from '@/domain/accounts/signin.schema';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { api, unwrap } from '@/web/lib/api-client';
import { refreshMe } from '@/web/api/me';
import { StaffSignIn, type StaffSignInTitles } from '../components/staff-sign-in';

export const meta: MetaFunction = () => [{ title: 'Admin Login | Diaspora Hub' }];

const TITLES: StaffSignInTitles = {
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

/** Admin sign-in: the staff sign-in with the admins' route, leading into the console. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enterConsole = async () => {
    await refreshMe(queryClient);
    toast.success('Login successful', { description: 'Welcome to the admin panel' });
    await navigate(paths.admin, { replace: true });
  };
  return (
    <StaffSignIn
      titles={TITLES}
      idPrefix="admin"
      missingLine={SIGN_IN_MESSAGES.adminRequired}
      signIn={(credentials) => unwrap(api.admin['sign-in'].$post({ json: credentials }))}
      passwordChangeOwed={async () => Boolean((await refreshMe(queryClient))?.user.passwordChangeRequired)}
      enter={enterConsole}
      footer={
        <Link
          to={paths.splash}
          className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Back
        </Link>
      }
    />
  );
}
