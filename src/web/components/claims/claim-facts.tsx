import type { ReactNode } from 'react';
import { formatNgn, formatUsd } from '@/domain/money';
import { SectionCard } from '@/web/components/ui/section-card';

/** One term and its value in a claim's facts; long values (addresses, account names) wrap anywhere. */
export function ClaimFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-muted">{term}</dt>
      <dd className="wrap-anywhere text-ink">{children}</dd>
    </>
  );
}

interface ClaimPayout {
  amountNgn: number;
  amountUsd: number;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
}

/** What a claim pays and where to: the same card for our admins and for the underwriter who settles it. */
export function ClaimPayoutCard({ claim }: { claim: ClaimPayout }) {
  return (
    <SectionCard title="Payout">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <ClaimFact term="Amount">
          {formatNgn(claim.amountNgn)} ({formatUsd(claim.amountUsd)})
        </ClaimFact>
        <ClaimFact term="Bank">{claim.bankName ?? '—'}</ClaimFact>
        <ClaimFact term="Account number">{claim.accountNumber ?? '—'}</ClaimFact>
        <ClaimFact term="Name on the account">{claim.accountName ?? '—'}</ClaimFact>
      </dl>
    </SectionCard>
  );
}

/** Why a rejected claim was rejected; nothing for any other. */
export function ClaimRejectionCard({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <SectionCard title="Reason for rejecting">
      <p className="wrap-anywhere text-ink">{reason}</p>
    </SectionCard>
  );
}
