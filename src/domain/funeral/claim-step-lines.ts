import type { ClaimStatus } from './funeral-claim-rules';

/**
 * What a claim's step recorded beside its status (the audit entry's `after`): the underwriter that took it, when
 * one of its people did (never when our admin did, even acting for it), its payout reference, its reason.
 */
export interface ClaimStepRecord {
  status: ClaimStatus;
  partner?: string | null;
  payoutReference?: string | null;
  reason?: string | null;
}

/**
 * The line the claimant's timeline shows under a step, naming the underwriter's own step (issue 33, point 6):
 * "Leadway Assurance approved the claim". A step our admins took names nobody; a payout reference is shown either
 * way. Undefined when there is nothing to add to the status.
 */
export function claimStepLine(step: ClaimStepRecord): string | undefined {
  const { partner, payoutReference, reason } = step;
  if (!partner)
    return step.status === 'paid' && payoutReference ? `Payout reference ${payoutReference}` : undefined;
  switch (step.status) {
    case 'submitted':
      return undefined;
    case 'documents_checked':
      return `${partner} checked the documents`;
    case 'approved':
      return `${partner} approved the claim`;
    case 'paid':
      return payoutReference
        ? `${partner} paid the claim: reference ${payoutReference}`
        : `${partner} paid the claim`;
    case 'rejected':
      return reason ? `${partner} rejected the claim: ${reason}` : `${partner} rejected the claim`;
  }
}
