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
import { DELETION_PROCESSING } from '@/domain/accounts/deletion.schema';
import { paths } from '@/web/config/paths';

interface RequestReceivedDialogProps {
  /** The address the request was filed under; the dialog is open while it is set. */
  email: string | undefined;
  onClose: () => void;
}

export function RequestReceivedDialog({ email, onClose }: RequestReceivedDialogProps) {
  return (
    <Dialog open={email !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Received</DialogTitle>
          <DialogDescription>
            We've received your request to delete the account for{' '}
            <strong className="font-semibold wrap-anywhere text-ink">{email}</strong>. We'll email that
            address to confirm it's you, and process the request within{' '}
            <span className="whitespace-nowrap">{DELETION_PROCESSING.businessDays}</span> business days.
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
