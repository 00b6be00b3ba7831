import { ENROLMENT_STATUS_LABELS, type EnrolmentView } from '@/domain/partners/enrolment';
import { Badge } from '@/web/components/ui/badge';
import { FactList } from '@/web/components/ui/fact-list';
import { formatDateTime } from '@/web/lib/format-date-time';
import { EnrolmentDecision } from './enrolment-decision';

const STATUS_BADGE = { pending: 'warning', confirmed: 'success', refused: 'destructive' } as const;
const PROOF_LABEL = { sms: 'a code sent by SMS to', email: 'a code e-mailed to' } as const;

/** How the person proved the consent was theirs, in words: 'a code sent by SMS to 080•••••015, 23 Nov 2026, 14:05'. */
function proofText(consent: EnrolmentView['consent']): string {
  if (!consent.proofChannel) return 'Not recorded';
  const when = consent.provenAt ? `, ${formatDateTime(consent.provenAt)}` : '';
  return `${PROOF_LABEL[consent.proofChannel]} ${consent.proofDestination ?? ''}${when}`;
}

/** One person to enrol: who they are, their consent and hospital, and the decision (or what was decided). */
export function EnrolmentItem({
  organisationId,
  enrolment,
}: {
  organisationId: string;
  enrolment: EnrolmentView;
}) {
  const { person, consent } = enrolment;
  const name = `${person.firstName} ${person.lastName}`.trim();
  const headingId = `enrolment-${enrolment.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere text-ink">
          {name}
        </h3>
        <Badge variant={STATUS_BADGE[enrolment.status]}>{ENROLMENT_STATUS_LABELS[enrolment.status]}</Badge>
        {enrolment.overdue && <Badge variant="destructive">Overdue: over 2 working days</Badge>}
      </div>
      <FactList
        facts={[
          { label: 'Order', value: `${enrolment.orderReference}, person ${person.position}` },
          { label: 'Plan', value: enrolment.planName },
          { label: 'Date of birth', value: person.dateOfBirth || 'Not given' },
          { label: 'Phone', value: person.phoneNumber || 'Not given' },
          { label: 'Email', value: person.email || 'Not given' },
          { label: 'Address', value: person.address || 'Not given' },
          { label: 'Hospital', value: enrolment.hospital?.name ?? 'Not chosen yet' },
          {
            label: 'Consent',
            value: consent.decidedAt
              ? `Given ${formatDateTime(consent.decidedAt)} (statement ${consent.version ?? 'unknown'})`
              : 'Not recorded',
          },
          { label: 'Consent proven by', value: proofText(consent) },
          { label: 'Waiting since', value: formatDateTime(enrolment.createdAt) },
          ...(enrolment.memberId ? [{ label: 'Member ID', value: enrolment.memberId }] : []),
          ...(enrolment.refusedReason ? [{ label: 'Refused because', value: enrolment.refusedReason }] : []),
        ]}
      />
      {enrolment.status !== 'confirmed' && (
        <EnrolmentDecision organisationId={organisationId} enrolment={enrolment} />
      )}
    </li>
  );
}
