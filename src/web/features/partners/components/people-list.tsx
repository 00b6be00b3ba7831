import {
  PARTNER_ROLE_LABELS,
  type PartnerMemberView,
  type PendingInvitationView,
} from '@/domain/partners/partner';
import { ConfirmActionDialog } from '@/web/components/confirm-action-dialog';
import { toast } from '@/web/components/ui/toaster';
import { useChangePartnerPeople } from '../api/partner-organisation';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The organisation's people, then the invitations still open; managers can take either back. */
export function PeopleList({
  organisationId,
  members,
  invitations,
  canManage,
}: {
  organisationId: string;
  members: PartnerMemberView[];
  invitations: PendingInvitationView[];
  canManage: boolean;
}) {
  const change = useChangePartnerPeople(organisationId);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="people-title" className="flex flex-col gap-3">
        <h2 id="people-title" className="text-lg font-semibold text-ink">
          People
        </h2>
        {members.length === 0 ? (
          <p className="text-ink-muted">Nobody has joined yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {members.map((member) => (
              <li key={member.id} className="rounded-xl border border-line bg-surface p-4">
                <p className="font-semibold text-ink">{member.name}</p>
                <p className="break-all text-ink-muted">{member.email}</p>
                <p className="text-ink-muted">
                  {PARTNER_ROLE_LABELS[member.role]} · joined {day(member.joinedAt)} ·{' '}
                  {member.twoFactorEnabled ? 'two-factor on' : 'two-factor not set up yet'}
                </p>
                {canManage && (
                  <div className="mt-3">
                    <ConfirmActionDialog
                      trigger="Remove"
                      whose={member.name}
                      title={`Remove ${member.name}?`}
                      description={`${member.email} is signed out at once and cannot sign in to the portal again. To let them back, invite them with another address.`}
                      confirm="Remove"
                      pending="Removing…"
                      onConfirm={async () => {
                        await change.remove.mutateAsync(member.id);
                        toast.success(`${member.name} was removed`);
                      }}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {invitations.length > 0 && (
        <section aria-labelledby="invitations-title" className="flex flex-col gap-3">
          <h2 id="invitations-title" className="text-lg font-semibold text-ink">
            Open invitations
          </h2>
          <ul className="flex flex-col gap-2">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="rounded-xl border border-line bg-surface p-4">
                <p className="break-all font-semibold text-ink">{invitation.email}</p>
                <p className="text-ink-muted">
                  {PARTNER_ROLE_LABELS[invitation.role]} · link works until {day(invitation.expiresAt)}
                </p>
                {canManage && (
                  <div className="mt-3">
                    <ConfirmActionDialog
                      trigger="Withdraw"
                      whose={`the invitation to ${invitation.email}`}
                      title="Withdraw this invitation?"
                      description={`The link sent to ${invitation.email} will open nothing.`}
                      confirm="Withdraw invitation"
                      pending="Withdrawing…"
                      onConfirm={async () => {
                        await change.withdraw.mutateAsync(invitation.id);
                        toast.success(`The invitation to ${invitation.email} was withdrawn`);
                      }}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
