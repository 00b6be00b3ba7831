import { SUPPORT_STATUS_LABELS, type SupportRequestRowView } from '@/domain/support/support-admin';
import { paths } from '@/web/config/paths';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminRow } from '../../components/admin-row';
import { StatusBadge } from '../../components/status-badge';

const replies = (count: number) =>
  count === 0 ? 'No replies' : count === 1 ? '1 reply' : `${count} replies`;

/** One request: its subject (the link), status, who wrote it, when, and how many replies it has. */
export function SupportRequestRow({ request }: { request: SupportRequestRowView }) {
  return (
    <AdminRow
      to={paths.adminSupportRequest(request.id)}
      title={request.subject}
      badge={<StatusBadge status={request.status} label={SUPPORT_STATUS_LABELS[request.status]} />}
      details={
        <>
          <span className="break-all">{request.user.email}</span>
          <span>
            {formatDateTime(request.createdAt)} · {replies(request.replyCount)}
          </span>
        </>
      }
    />
  );
}
