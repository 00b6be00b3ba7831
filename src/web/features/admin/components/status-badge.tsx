import { Badge, type BadgeProps } from '@/web/components/ui/badge';

export type StatusTone = NonNullable<BadgeProps['variant']>;

/** Colours by meaning, shared by every status in the console, so 'waiting' always looks the same. */
const TONES: Record<string, StatusTone> = {
  pending: 'warning',
  open: 'warning',
  paid: 'secondary',
  answered: 'secondary',
  active: 'success',
  approved: 'success',
  processed: 'success',
  closed: 'outline',
  expired: 'outline',
  cancelled: 'outline',
  rejected: 'destructive',
};

interface StatusBadgeProps {
  status: string;
  label: string;
}

export function StatusBadge({ status, label }: StatusBadgeProps) {
  return <Badge variant={TONES[status] ?? 'outline'}>{label}</Badge>;
}
