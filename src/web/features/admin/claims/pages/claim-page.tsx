import { useParams, type MetaFunction } from 'react-router';
import { CLAIM_CAUSE_LABELS, CLAIM_STATUS_LABELS } from '@/domain/funeral/funeral-claim-rules';
import type { AdminClaimDetail } from '@/domain/funeral/funeral-claim-admin';
import { ClaimFact, ClaimPayoutCard, ClaimRejectionCard } from '@/web/components/claims/claim-facts';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminPage } from '../../components/admin-page';
import { AdminQueryPage } from '../../components/admin-query-page';
import { LoadingBlocks } from '../../components/query-states';
import { StatusBadge } from '../../components/status-badge';
import { useClaim } from '../api/admin-claims';
import { ClaimStatusForm } from '../components/claim-status-form';

export const meta: MetaFunction = () => [{ title: 'Funeral claim | Diaspora Hub admin' }];

const back = { label: 'Funeral claims', to: paths.adminClaims };

export default function ClaimPage() {
  const id = useParams().id ?? '';
  const detail = useClaim(id);
  return (
    <AdminQueryPage
      query={detail}
      title="Funeral claim"
      back={back}
      pending={<LoadingBlocks label="Loading the claim" blocks={['h-48', 'h-32']} className="gap-4" />}
      notFound={{
        title: 'Claim not found',
        heading: 'No claim has this address',
        text: 'It may have been mistyped. Find it in the claims queue.',
      }}
      failed="Could not load the claim"
    >
      {(data) => <ClaimDetail detail={data} />}
    </AdminQueryPage>
  );
}

function ClaimDetail({ detail }: { detail: AdminClaimDetail }) {
  const { claim } = detail;
  return (
    <AdminPage
      title={claim.reference}
      back={back}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={claim.status} label={CLAIM_STATUS_LABELS[claim.status]} />
          Plan {claim.applicationReference}
        </span>
      }
    >
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
              {claim.submittedBy === 'holder'
                ? 'The plan holder'
                : `The beneficiary (${claim.beneficiaryEmail ?? '—'})`}
            </ClaimFact>
            <ClaimFact term="Plan holder">{claim.holderEmail ?? 'Account deleted'}</ClaimFact>
            <ClaimFact term="Reported on">{formatDateTime(claim.createdAt)}</ClaimFact>
          </dl>
          {claim.documentUrl && (
            <a
              href={claim.documentUrl}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              Open the death certificate or burial permit
            </a>
          )}
        </SectionCard>
        <ClaimPayoutCard claim={claim} />
      </div>
      <ClaimRejectionCard reason={claim.rejectionReason} />
      <ClaimStatusForm detail={detail} />
      <SectionCard title="Steps">
        <ol className="flex flex-col gap-1">
          {claim.timeline.map((step) => (
            <li key={`${step.status}-${step.at}`} className="text-ink">
              {CLAIM_STATUS_LABELS[step.status]}{' '}
              <span className="text-ink-muted">{formatDateTime(step.at)}</span>
            </li>
          ))}
        </ol>
      </SectionCard>
    </AdminPage>
  );
}
