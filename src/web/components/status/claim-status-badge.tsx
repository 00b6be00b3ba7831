import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@/domain/funeral/funeral-claim-rules';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';

const VARIANT: Record<ClaimStatus, BadgeProps['variant']> = {
  submitted: 'warning',
  documents_checked: 'secondary',
  approved: 'success',
  paid: 'success',
  rejected: 'destructive',
};

/** A funeral claim's status, as its claimant, the console and its underwriter see it. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge variant={VARIANT[status]}>{CLAIM_STATUS_LABELS[status]}</Badge>;
}
