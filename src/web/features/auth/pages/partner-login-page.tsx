import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { SIGN_IN_MESSAGES } from '@/domain/accounts/signin.schema';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { api, unwrap } from '@/web/lib/api-client';
import { refreshMe } from '@/web/api/me';
import { StaffSignIn, type StaffSignInTitles } from '../components/staff-sign-in';

export const meta: MetaFunction = () => [{ title: 'Partner Login | Diaspora Hub' }];

const TITLES: StaffSignInTitles = {
  credentials: { title: 'Partner Login', subtitle: 'Sign in to your organisation on Diaspora Hub' },
  verify: { title: 'Two-factor authentication', subtitle: 'Enter the code from your authenticator app' },
  // Partners choose a long password when they accept their invitation; the server never asks them again.
  'change-password': { title: 'Choose a new password', subtitle: 'Your password is too short' },
  setup: {
    title: 'Set up two-factor authentication',
    subtitle: 'Partners protect their portal with a code from an authenticator app',
  },
};

/** Partner sign-in: the staff sign-in with the partners' route, two-factor from the first sign-in, into /partner. */
export default function PartnerLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enterPortal = async () => {
    await refreshMe(queryClient);
    toast.success('Login successful', { description: 'Welcome to the partner portal' });
    await navigate(paths.partner, { replace: true });
  };
  return (
    <StaffSignIn
      titles={TITLES}
      idPrefix="partner"
      missingLine={SIGN_IN_MESSAGES.adminRequired}
      signIn={(credentials) => unwrap(api.partner['sign-in'].$post({ json: credentials }))}
      passwordChangeOwed={async () => false}
      enter={enterPortal}
      continueLabel="Continue to the portal"
      footer={
        <Link
          to={paths.landing}
          className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Back
        </Link>
      }
    />
  );
}
