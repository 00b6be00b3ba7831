import type { AdminApplicationRowView } from '@/domain/applications/application-admin';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import { paths } from '@/web/config/paths';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminRow } from '../../components/admin-row';
import { StatusBadge } from '../../components/status-badge';
import { applicationAmount } from './application-amount';

/** One application: its reference (the link), status, what it is for, who applied, how much and when. */
export function ApplicationListRow({ application }: { application: AdminApplicationRowView }) {
  return (
    <AdminRow
      to={paths.adminApplication(application.kind, application.id)}
      title={application.reference}
      badge={
        <StatusBadge status={application.status} label={APPLICATION_STATUS_LABELS[application.status]} />
      }
      details={
        <>
          <span className="font-medium text-ink">{application.title}</span>
          <span className="break-all">{application.customer?.email ?? 'Account deleted'}</span>
          <span>
            {applicationAmount(application.kind, application.amountUsd, application.amountNgn)} ·{' '}
            {formatDateTime(application.createdAt)}
          </span>
        </>
      }
    />
  );
}
