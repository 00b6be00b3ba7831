import { Link } from 'react-router';
import { CLAIM_CAUSE_LABELS, CLAIM_STATUS_LABELS } from '@/domain/funeral/funeral-claim-rules';
import type { UnderwriterClaimDetail } from '@/domain/funeral/underwriter-claims';
import { ClaimFact, ClaimPayoutCard, ClaimRejectionCard } from '@/web/components/claims/claim-facts';
import { StatusTimeline } from '@/web/components/status/status-timeline';
import { SectionCard } from '@/web/components/ui/section-card';
import { ClaimStatusBadge } from '@/web/components/status/claim-status-badge';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';
import { formatDateTime } from '@/web/lib/format-date-time';
import { ClaimStepForm } from './claim-step-form';

/** One claim as its underwriter decides it: the death and its document, the account to pay, the next step, the steps so far. */
export function ClaimDetail({
  organisationId,
  detail,
}: {
  organisationId: string;
  detail: UnderwriterClaimDetail;
}) {
  const { claim } = detail;
  return (
    <>
      <div className="flex flex-col gap-2">
        <Link
          to={paths.partnerClaims(organisationId)}
          className="inline-flex min-h-11 w-fit items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          All claims
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold wrap-anywhere text-ink">Claim {claim.reference}</h1>
          <ClaimStatusBadge status={claim.status} />
        </div>
        <p className="text-ink-muted">Plan {claim.applicationReference}</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <SectionCard title="The death">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <ClaimFact term="Who died">{claim.personName ?? 'Personal details removed'}</ClaimFact>
            <ClaimFact term="Date of death">{formatDate(claim.dateOfDeath)}</ClaimFact>
            <ClaimFact term="Cause">{CLAIM_CAUSE_LABELS[claim.cause]}</ClaimFact>
            <ClaimFact term="Cover started">
              {claim.coverStart ? formatDate(claim.coverStart) : 'Not active'}
            </ClaimFact>
            <ClaimFact term="Reported by">
              {claim.submittedBy === 'holder' ? 'The plan holder' : 'The beneficiary'}
            </ClaimFact>
            <ClaimFact term="Reported on">{formatDateTime(claim.createdAt)}</ClaimFact>
          </dl>
          {claim.documentUrl ? (
            <a
              href={claim.documentUrl}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              Open the death certificate or burial permit
            </a>
          ) : (
            <p className="mt-3 text-ink-muted">The document was removed with the holder’s personal data.</p>
          )}
        </SectionCard>
        <ClaimPayoutCard claim={claim} />
      </div>
      <ClaimRejectionCard reason={claim.rejectionReason} />
      <ClaimStepForm organisationId={organisationId} detail={detail} />
      <SectionCard title="Steps">
        <StatusTimeline steps={claim.timeline} labels={CLAIM_STATUS_LABELS} />
      </SectionCard>
    </>
  );
}
