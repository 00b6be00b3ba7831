import { useNavigate, useParams, type MetaFunction } from 'react-router';
import { PARTNER_KIND_LABELS, PARTNER_ROLE_LABELS } from '@/domain/partners/partner';
import { AuthFrame } from '@/web/components/layout/auth-frame';
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
  const data = invitation.data;
  return (
    <AuthFrame
      title={
        data
          ? `Join ${data.organisationName}`
          : invitation.isError
            ? 'This link cannot be used'
            : 'Invitation'
      }
      subtitle={data ? `${PARTNER_KIND_LABELS[data.kind]} · ${PARTNER_ROLE_LABELS[data.role]}` : undefined}
    >
      {invitation.isPending && (
        <div aria-busy="true" aria-label="Loading the invitation" className="flex flex-col gap-3">
          <Skeleton className="h-40" />
        </div>
      )}
      {invitation.isError && (
        <p role="alert" className="text-ink-muted">
          {invitation.error.message}
        </p>
      )}
      {data && (
        <div className="flex flex-col gap-6">
          <p className="text-ink-muted">
            For <span className="break-all font-semibold text-ink">{data.email}</span>. Choose your password.
            When you first sign in you will set up two-factor authentication with an authenticator app on your
            phone.
          </p>
          <AcceptInvitationForm token={token} onAccepted={() => void accepted()} />
        </div>
      )}
    </AuthFrame>
  );
}
