import { formatNgn, formatUsd } from '@/domain/money';
import type { ApplicationStatus, ApplicationSummaryView } from '@/domain/applications/application-view';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import { formatDate } from '@/web/lib/format-date';

const STATUS: Record<ApplicationStatus, { label: string; badge: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', badge: 'warning' },
  approved: { label: 'Approved', badge: 'success' },
  rejected: { label: 'Rejected', badge: 'destructive' },
  cancelled: { label: 'Cancelled', badge: 'destructive' },
};

const KIND = {
  property: { label: 'Property application', amount: 'application fee' },
  funeral: { label: 'Funeral plan', amount: 'per month' },
} as const;

export function ApplicationRow({ application }: { application: ApplicationSummaryView }) {
  const status = STATUS[application.status];
  const kind = KIND[application.kind];
  return (
    <li className="flex flex-col gap-1 py-3">
      <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{kind.label}</span>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{application.title}</span>
        <Badge variant={status.badge}>{status.label}</Badge>
      </div>
      <span className="text-sm text-ink-muted">
        {application.reference} · {formatDate(application.createdAt.slice(0, 10))}
      </span>
      <span className="text-sm font-medium text-ink">
        {formatUsd(application.amountUsd)} / {formatNgn(application.amountNgn)} {kind.amount}
      </span>
    </li>
  );
}
