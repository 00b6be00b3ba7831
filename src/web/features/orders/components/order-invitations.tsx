import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Send } from 'lucide-react';
import {
  INVITATION_MESSAGES,
  invitationSummary,
  type InvitationView,
} from '@/domain/orders/beneficiary-invitation';
import { whatsAppShareUrl } from '@/domain/orders/member-card';
import { proofLine } from '@/domain/orders/relative-proof';
import type { OrderDetailView } from '@/domain/orders/order-view';
import { getOrderInvitationsQueryOptions, useResendInvitation } from '@/web/api/orders';
import { Button } from '@/web/components/ui/button';
import { RemovePerson } from './remove-person';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/toaster';
import { formatDate } from '@/web/lib/format-date';

const nameOf = (person: InvitationView) => `${person.firstName} ${person.lastName}`.trim();

/** The words a sponsor sends with a person's share link on WhatsApp; the page then asks her for the code sent to her. */
function shareText(person: InvitationView, planName: string, link: string): string {
  return `Hello ${person.firstName}, I have bought ${planName} health cover for you. Please open this link to confirm your details, say whether you agree to them being shared with the plan's provider, and choose your hospital. The page sends a 6-digit code to your own phone so that only you can answer: ${link}`;
}

/**
 * Each person's own page (docs/decisions/041): where they stand, their link to share on WhatsApp while it works,
 * and a new link when it expired or went astray.
 */
export function OrderInvitationsSection({ order }: { order: OrderDetailView }) {
  const invitations = useQuery(getOrderInvitationsQueryOptions(order.id));
  return (
    <SectionCard
      title="Your relatives’ confirmation"
      description="Each person confirms their details, agrees (or not) to their data being shared with the plan’s provider, and chooses a hospital, on a page of their own that opens with a code sent to their own phone or e-mail. The cover can start only once each has agreed."
    >
      {order.status === 'pending' ? (
        <p role="status">{INVITATION_MESSAGES.afterPayment}</p>
      ) : invitations.isError ? (
        <p role="alert">We couldn't load where each person stands. Please try again later.</p>
      ) : !invitations.data ? (
        <p role="status">Loading…</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {invitations.data.map((person) => (
            <PersonInvitation key={person.beneficiaryId} person={person} order={order} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function PersonInvitation({ person, order }: { person: InvitationView; order: OrderDetailView }) {
  const resend = useResendInvitation(order.id);
  const name = nameOf(person);
  const sent =
    person.sentAt && person.expiresAt
      ? `Link sent to ${person.firstName || 'them'} on ${formatDate(person.sentAt.slice(0, 10))}, ${person.state === 'expired' ? 'expired' : 'works until'} ${formatDate(person.expiresAt.slice(0, 10))}${person.remindedAt ? `; reminded on ${formatDate(person.remindedAt.slice(0, 10))}` : ''}`
      : undefined;
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <p className="font-semibold wrap-anywhere text-ink">{name || 'Details removed'}</p>
      <ul aria-label={`Where ${name || 'this person'} stands`} className="flex flex-wrap gap-x-3 gap-y-1">
        {invitationSummary(person).map((line) => (
          <li key={line} className="text-ink">
            {line}
          </li>
        ))}
      </ul>
      {person.consent && (
        <p className="text-sm text-ink-muted">
          {person.consent.decision === 'given' ? 'Agreed' : 'Refused'} on{' '}
          {formatDate(person.consent.decidedAt.slice(0, 10))}
          {person.consent.proof && `. ${proofLine(person.consent.proof)}`}
        </p>
      )}
      {sent && <p className="text-sm text-ink-muted">{sent}</p>}
      <div className="flex flex-wrap gap-2">
        {person.shareLink && (
          <Button asChild variant="outline">
            <a
              href={whatsAppShareUrl(shareText(person, order.planName, person.shareLink))}
              target="_blank"
              rel="noreferrer"
              aria-label={`Share ${name}'s link on WhatsApp`}
            >
              <MessageCircle aria-hidden="true" /> Share on WhatsApp
            </a>
          </Button>
        )}
        <Button
          variant="outline"
          disabled={resend.isPending}
          aria-label={`Send ${name} a new link`}
          onClick={() =>
            resend.mutate(person.beneficiaryId, {
              onSuccess: () => toast.success(INVITATION_MESSAGES.resent),
            })
          }
        >
          <Send aria-hidden="true" /> {person.state === 'not-sent' ? 'Send link' : 'Send a new link'}
        </Button>
      </div>
      <RemovePerson
        order={order}
        person={{ beneficiaryId: person.beneficiaryId, name, consent: person.consent?.decision ?? null }}
      />
    </li>
  );
}
