import { CircleAlert } from 'lucide-react';
import {
  DELETION_CONFIRMATION_LABELS,
  DELETION_STATUS_LABELS,
  type DeletionRequestView,
} from '@/domain/accounts/deletion-admin';
import { Badge } from '@/web/components/ui/badge';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminRow } from '../../components/admin-row';
import { StatusBadge } from '../../components/status-badge';
import { ProcessDeletionDialog } from './process-deletion-dialog';

/** Which account 'Process' would delete, said in words (the request's email may not be the account's). */
function accountLine({ email, account }: DeletionRequestView): string {
  if (!account) return 'No matching account';
  return account.email === email ? 'Account found' : `Account found: ${account.email}`;
}

/** One request: who, why, when, how the owner confirmed it, whether it is past the 30 days, and 'Process'. */
export function DeletionRequestRow({ request }: { request: DeletionRequestView }) {
  const pending = request.status === 'pending';
  return (
    <AdminRow
      title={<span className="break-all">{request.email ?? 'Email removed'}</span>}
      badge={
        <>
          <StatusBadge status={request.status} label={DELETION_STATUS_LABELS[request.status]} />
          {request.overdue && (
            <Badge variant="destructive">
              <CircleAlert aria-hidden="true" />
              Over 30 days
            </Badge>
          )}
        </>
      }
      details={
        <>
          {request.reason && (
            <span className="break-words whitespace-pre-wrap text-ink">{request.reason}</span>
          )}
          <span>Requested {formatDateTime(request.createdAt)}</span>
          {/* Signed in, or by the link mailed to the address: who asked is the owner either way. */}
          {request.confirmedVia && (
            <span>Confirmed: {DELETION_CONFIRMATION_LABELS[request.confirmedVia]}</span>
          )}
          {pending && <span className="wrap-anywhere">{accountLine(request)}</span>}
          {request.processedAt && <span>Processed {formatDateTime(request.processedAt)}</span>}
        </>
      }
      actions={pending ? <ProcessDeletionDialog request={request} /> : undefined}
    />
  );
}
