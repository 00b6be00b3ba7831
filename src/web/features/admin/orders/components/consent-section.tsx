import { useQuery } from '@tanstack/react-query';
import { invitationSummary } from '@/domain/orders/beneficiary-invitation';
import { proofLine } from '@/domain/orders/relative-proof';
import type { AdminOrderView } from '@/domain/orders/order-admin';
import { getOrderInvitationsQueryOptions } from '@/web/api/orders';
import { SectionCard } from '@/web/components/ui/section-card';
import { formatDateTime } from '@/web/lib/format-date-time';

/**
 * Each person's answers on their own page (docs/decisions/041): consent with its time and the statement's version,
 * and the hospital they chose. The order becomes active only once everyone has given consent.
 */
export function ConsentSection({ order }: { order: AdminOrderView }) {
  const invitations = useQuery(getOrderInvitationsQueryOptions(order.id));
  return (
    <SectionCard
      title="Consent and hospital"
      description="The order can be made active only once every person has given consent."
    >
      {invitations.isError ? (
        <p role="alert">Could not load the people’s answers.</p>
      ) : !invitations.data ? (
        <p role="status">Loading the people’s answers…</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {invitations.data.map((person) => (
            <li key={person.beneficiaryId} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <p className="font-semibold wrap-anywhere text-ink">
                {`${person.firstName} ${person.lastName}`.trim() || 'Details removed'}
              </p>
              <p className="text-ink">{invitationSummary(person).join(' · ')}</p>
              <p className="text-ink-muted">
                {person.consent
                  ? `Consent ${person.consent.decision} ${formatDateTime(person.consent.decidedAt)}, statement ${person.consent.version}`
                  : 'No consent recorded'}
              </p>
              {person.consent?.proof && (
                <p className="text-ink-muted wrap-anywhere">
                  {`${proofLine(person.consent.proof)}, ${formatDateTime(person.consent.proof.provenAt)}`}
                </p>
              )}
              <p className="text-ink-muted wrap-anywhere">
                {person.hospital
                  ? `Hospital: ${person.hospital.name}, chosen ${formatDateTime(person.hospital.chosenAt)}`
                  : 'No hospital chosen'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
