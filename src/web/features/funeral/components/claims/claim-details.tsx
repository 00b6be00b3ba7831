import {
  CLAIM_CAUSE_LABELS,
  CLAIM_STATUS_LABELS,
  type ClaimStatus,
} from '@/domain/funeral/funeral-claim-rules';
import type { FuneralClaimView } from '@/domain/funeral/funeral-claim.schema';
import { DualPrice } from '@/web/components/money/dual-price';
import { ClaimStatusBadge } from '@/web/components/status/claim-status-badge';
import { formatDate } from '@/web/lib/format-date';
import { StatusTimeline } from '@/web/components/status/status-timeline';

/** What comes next, in words: the timeline draws only what happened (docs/decisions/032). */
const NEXT_STEP: Record<ClaimStatus, string> = {
  submitted: 'We check the certificate and the account details, and tell you at each step.',
  documents_checked: 'The documents are checked; the claim is being decided.',
  approved: 'The claim is approved; the payout is on its way to the account below.',
  paid: 'The cover has been paid into the account below.',
  rejected: 'This claim was not approved.',
};

/** One claim as its claimant follows it: who, when, the payout and each step so far. */
export function ClaimDetails({ claim }: { claim: FuneralClaimView }) {
  return (
    <article
      aria-label={`Claim ${claim.reference}`}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold wrap-anywhere text-ink">Claim {claim.reference}</h3>
        <ClaimStatusBadge status={claim.status} />
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">Who died</dt>
        <dd className="wrap-anywhere text-ink">{claim.personName ?? '—'}</dd>
        <dt className="text-ink-muted">Date of death</dt>
        <dd className="text-ink">{formatDate(claim.dateOfDeath)}</dd>
        <dt className="text-ink-muted">Cause</dt>
        <dd className="text-ink">{CLAIM_CAUSE_LABELS[claim.cause]}</dd>
        <dt className="text-ink-muted">Payout account</dt>
        <dd className="wrap-anywhere text-ink">
          {claim.bankName ?? '—'}
          {claim.accountNumberEnd && `, account ending ${claim.accountNumberEnd}`}
          {claim.accountName && `, ${claim.accountName}`}
        </dd>
      </dl>
      <DualPrice price={{ usd: claim.amountUsd, ngn: claim.amountNgn }} />
      <StatusTimeline steps={claim.timeline} labels={CLAIM_STATUS_LABELS} />
      <p className="text-ink">{NEXT_STEP[claim.status]}</p>
      {claim.rejectionReason && <p className="wrap-anywhere text-ink">Reason: {claim.rejectionReason}</p>}
      {claim.documentUrl && (
        <a
          href={claim.documentUrl}
          target="_blank"
          rel="noreferrer"
          className="w-fit font-semibold text-brand-800 underline underline-offset-4"
        >
          Open the death certificate or burial permit
        </a>
      )}
    </article>
  );
}
