import type { OwnDeletionRequestView } from '@/domain/accounts/deletion.schema';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { formatDateTime } from '@/web/lib/format-date-time';
import { useWithdrawDeletionRequest } from '../api/own-deletion-request';

/**
 * The user's deletion request as it stands (issue 13, point 11): pending since when, with 'Withdraw request' while
 * an admin has not processed it; or withdrawn, and when.
 */
export function PendingDeletion({ request }: { request: OwnDeletionRequestView }) {
  const withdraw = useWithdrawDeletionRequest();
  if (request.status === 'withdrawn') {
    return (
      <div role="status" className="rounded-xl border border-line bg-canvas p-4 text-ink">
        <p className="font-semibold">Deletion request withdrawn</p>
        {request.withdrawnAt && (
          <p className="text-ink-muted">
            You withdrew it on {formatDateTime(request.withdrawnAt)}. Your account stays open.
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-danger-700 bg-surface p-4 text-ink">
      <div>
        <p className="font-semibold">Deletion requested: pending</p>
        <p className="text-ink-muted">
          You asked on {formatDateTime(request.createdAt)}. Until we process it, you can change your mind.
        </p>
      </div>
      <Button
        variant="outline"
        className="self-start"
        disabled={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(request.id, { onSuccess: () => toast.success('Deletion request withdrawn') })
        }
      >
        {withdraw.isPending ? 'Withdrawing...' : 'Withdraw request'}
      </Button>
    </div>
  );
}
