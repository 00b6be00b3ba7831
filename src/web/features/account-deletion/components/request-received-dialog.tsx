import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { DELETION_CONFIRM_TTL_HOURS } from '@/domain/accounts/deletion-link';
import { DELETION_PROCESSING } from '@/domain/accounts/deletion.schema';
import { paths } from '@/web/config/paths';

export interface ReceivedRequest {
  /** The address the request was filed under. */
  email: string;
  /** Sent signed in, it is confirmed already; signed out, a link went to the address. */
  confirmed: boolean;
}

interface RequestReceivedDialogProps {
  /** The dialog is open while it is set. */
  received: ReceivedRequest | undefined;
  onClose: () => void;
}

export function RequestReceivedDialog({ received, onClose }: RequestReceivedDialogProps) {
  const processing = (
    <span className="whitespace-nowrap">{DELETION_PROCESSING.businessDays} business days</span>
  );
  return (
    <Dialog open={received !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Received</DialogTitle>
          <DialogDescription>
            We've received your request to delete the account for{' '}
            <strong className="font-semibold wrap-anywhere text-ink">{received?.email}</strong>.{' '}
            {received?.confirmed ? (
              <>We'll process it within {processing}.</>
            ) : (
              <>
                We've emailed that address a link to confirm it's you: open it within{' '}
                {DELETION_CONFIRM_TTL_HOURS} hours and press 'Confirm deletion request'. We'll then process
                the request within {processing}.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button asChild>
            <Link to={paths.landing}>Return to Homepage</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
