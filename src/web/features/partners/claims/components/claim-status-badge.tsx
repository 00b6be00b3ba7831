import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@/domain/funeral/funeral-claim-rules';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';

const VARIANT: Record<ClaimStatus, BadgeProps['variant']> = {
  submitted: 'warning',
  documents_checked: 'secondary',
  approved: 'success',
  paid: 'success',
  rejected: 'destructive',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge variant={VARIANT[status]}>{CLAIM_STATUS_LABELS[status]}</Badge>;
}
