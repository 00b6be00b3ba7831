import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import type { ApplicationSummaryView } from '@/domain/applications/application-view';
import { formatNgn, formatUsd } from '@/domain/money';
import { viewingStatusText } from '@/domain/property/viewing';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';
import { ApplicationStatusBadge } from '../status/status-badges';

const KIND = {
  property: { label: 'Property application', amount: 'application fee' },
  funeral: { label: 'Funeral plan', amount: 'per month' },
} as const;

/** One application in 'My Orders', opening its own page (docs/decisions/032). */
export function ApplicationRow({ application }: { application: ApplicationSummaryView }) {
  const kind = KIND[application.kind];
  const viewing = application.viewing ? viewingStatusText(application.viewing) : undefined;
  return (
    <li>
      <Link
        to={paths.application(application.kind, application.id)}
        className="flex items-center gap-3 rounded-lg py-3 hover:bg-brand-50/60"
        aria-label={`${kind.label} ${application.reference}, ${application.title}, ${APPLICATION_STATUS_LABELS[application.status]}${viewing ? `, ${viewing}` : ''}${application.cover ? `, ${application.cover.text}` : ''}`}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{kind.label}</span>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{application.title}</span>
            <ApplicationStatusBadge status={application.status} />
          </div>
          <span className="text-sm text-ink-muted">
            {application.reference} · {formatDate(application.createdAt.slice(0, 10))}
          </span>
          <span className="text-sm font-medium text-ink">
            {formatUsd(application.amountUsd)} / {formatNgn(application.amountNgn)} {kind.amount}
          </span>
          {viewing && <span className="text-sm font-semibold text-brand-800">{viewing}</span>}
          {application.cover && (
            <span className="text-sm font-semibold text-brand-800" data-testid="cover-standing">
              {application.cover.text}
            </span>
          )}
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </Link>
    </li>
  );
}
