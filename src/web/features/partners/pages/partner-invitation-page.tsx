import { Link, useNavigate, useParams, type MetaFunction } from 'react-router';
import { PARTNER_KIND_LABELS, PARTNER_ROLE_LABELS } from '@/domain/partners/partner';
import { Logo } from '@/web/components/brand/logo';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { usePartnerInvitation } from '../api/partner-invitation';
import { AcceptInvitationForm } from '../components/accept-invitation-form';

export const meta: MetaFunction = () => [{ title: 'Join your organisation | Diaspora Hub' }];

/** The invitation link's page: whose organisation, then the account form; used and expired links say so. */
export default function PartnerInvitationPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const invitation = usePartnerInvitation(token);
  const accepted = async () => {
    toast.success('Your account is ready', {
      description: 'Sign in and set up two-factor authentication to open the portal',
    });
    await navigate(paths.partnerLogin, { replace: true });
  };
  return (
    <div className="min-h-dvh bg-canvas">
      <div className="bg-brand-gradient px-4 pb-20 pt-6 focus-ring-inverse">
        <Link
          to={paths.landing}
          className="inline-flex min-h-11 items-center rounded-lg text-xl text-white"
          aria-label="Diaspora Hub home"
        >
          <Logo className="text-white" />
        </Link>
      </div>
      <main className="mx-auto -mt-14 w-full max-w-md px-4 pb-10">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-lg sm:p-7">
          {invitation.isPending && (
            <div aria-busy="true" aria-label="Loading the invitation" className="flex flex-col gap-3">
              <Skeleton className="h-8" />
              <Skeleton className="h-40" />
            </div>
          )}
          {invitation.isError && (
            <div role="alert">
              <h1 className="text-2xl font-bold text-ink">This link cannot be used</h1>
              <p className="mt-2 text-ink-muted">{invitation.error.message}</p>
            </div>
          )}
          {invitation.data && (
            <>
              <h1 className="text-2xl font-bold text-ink">Join {invitation.data.organisationName}</h1>
              <p className="mt-1 text-ink-muted">
                {PARTNER_KIND_LABELS[invitation.data.kind]} · {PARTNER_ROLE_LABELS[invitation.data.role]} ·{' '}
                <span className="break-all">{invitation.data.email}</span>
              </p>
              <p className="mt-3 text-ink-muted">
                Choose your password. When you first sign in you will set up two-factor authentication with an
                authenticator app on your phone.
              </p>
              <div className="mt-6">
                <AcceptInvitationForm token={token} onAccepted={() => void accepted()} />
              </div>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
