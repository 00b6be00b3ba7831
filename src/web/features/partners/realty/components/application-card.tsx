import { Link } from 'react-router';
import { viewingStatusText } from '@/domain/property/viewing';
import type { RealtyApplicationView } from '@/domain/partners/realty';
import { ApplicationStatusBadge } from '@/web/components/status/status-badges';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';

/** One application in a firm's list: its listing, buyer, status and viewing, and the link to answer it. */
export function ApplicationCard({
  organisationId,
  application,
}: {
  organisationId: string;
  application: RealtyApplicationView;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{application.listing.title}</h2>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p className="text-ink-muted">
        {application.reference} · {application.applicant?.name ?? 'Account deleted'} · applied{' '}
        {formatDate(application.createdAt.slice(0, 10))}
      </p>
      {application.viewing && <p className="text-ink">{viewingStatusText(application.viewing)}</p>}
      <Link
        to={paths.partnerRealtyApplication(organisationId, application.id)}
        className="inline-flex min-h-11 items-center self-start font-semibold text-brand-800 underline underline-offset-4"
      >
        Open application {application.reference}
      </Link>
    </div>
  );
}
