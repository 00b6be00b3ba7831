import {
  nextSupportStatuses,
  type SupportRequestView,
  type SupportStatus,
} from '@/domain/support/support-admin';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { useChangeSupportStatus } from '../api/admin-support';

const ACTIONS: Partial<Record<SupportStatus, { label: string; done: string }>> = {
  closed: { label: 'Close request', done: 'Request closed' },
  open: { label: 'Reopen request', done: 'Request reopened' },
};

/** Close or Reopen, whichever the domain's rule allows from the current status (the server checks again). */
export function StatusAction({ request }: { request: SupportRequestView }) {
  const change = useChangeSupportStatus(request.id);
  return nextSupportStatuses(request.status).map((status) => {
    const action = ACTIONS[status];
    if (!action) return null;
    return (
      <Button
        key={status}
        variant="outline"
        disabled={change.isPending}
        onClick={() => change.mutate(status, { onSuccess: () => toast.success(action.done) })}
      >
        {action.label}
      </Button>
    );
  });
}
