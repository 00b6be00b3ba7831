import { useState, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';

interface ConfirmActionDialogProps {
  /** The button that opens the dialog; its name for screen readers listing the buttons goes on with `whose`. */
  trigger: string;
  whose: string;
  title: string;
  description: ReactNode;
  confirm: string;
  pending: string;
  /** Resolves when done (the dialog closes); throws when refused (the query client shows why; it stays open). */
  onConfirm: () => Promise<unknown>;
}

/** A button whose action cannot be undone, confirmed in a dialog that says what will happen. */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // Awaited here rather than through mutate's callbacks: the refetched list may drop this row (and this dialog).
  const confirm = async () => {
    setPending(true);
    try {
      await props.onConfirm();
      setOpen(false);
    } catch {
      // The query client has shown the server's message.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${props.trigger} ${props.whose}`}>
          {props.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{props.title}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{props.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
            {pending ? props.pending : props.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
