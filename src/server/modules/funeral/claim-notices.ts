import { applicationDetailPath } from '../../../domain/applications/application-pages';
import type { ClaimStatus } from '../../../domain/funeral/funeral-claim-rules';
import { formatNgn } from '../../../domain/money';
import type { NotificationInput } from '../notifications';
import type { FuneralClaimRow } from './funeral-claims.repo';

/** What the claimant is told at each step of a claim, in-app and by mail (issue 16, point 5). */
export function claimNotice(claim: FuneralClaimRow, status: ClaimStatus): NotificationInput {
  const person = claim.personFirstName
    ? `${claim.personFirstName} ${claim.personLastName ?? ''}`.trim()
    : 'the person';
  const amount = formatNgn(claim.amountNgn);
  const account = claim.accountNumber ? ` to the account ending ${claim.accountNumber.slice(-4)}` : '';
  const link = applicationDetailPath('funeral', claim.applicationId);
  const says: Record<ClaimStatus, { title: string; body: string }> = {
    submitted: {
      title: 'Funeral claim received',
      body: `We received claim ${claim.reference} for ${person}. We will check the documents and tell you at each step.`,
    },
    documents_checked: {
      title: 'Claim documents checked',
      body: `The documents for claim ${claim.reference} have been checked. The claim is now being decided.`,
    },
    approved: {
      title: 'Claim approved',
      body: `Claim ${claim.reference} was approved. ${amount} will be paid${account}.`,
    },
    paid: {
      title: 'Claim paid',
      body: `Claim ${claim.reference} has been paid: ${amount}${account}.`,
    },
    rejected: {
      title: 'Claim rejected',
      body: `Claim ${claim.reference} was not approved. Reason: ${claim.rejectionReason ?? ''}`,
    },
  };
  return { ...says[status], link };
}
