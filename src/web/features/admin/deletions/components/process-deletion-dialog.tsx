import { useState } from 'react';
import type { DeletionRequestView } from '@/domain/accounts/deletion-admin';
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
import { toast } from '@/web/components/ui/toaster';
import { useProcessDeletion } from '../api/admin-deletions';

/** 'Process' and the confirmation that says what goes and what stays before anything is deleted. */
export function ProcessDeletionDialog({ request }: { request: DeletionRequestView }) {
  const [open, setOpen] = useState(false);
  const process = useProcessDeletion();
  const { account } = request;
  // Awaited here rather than through mutate's callbacks: the refetched list drops this row (and this dialog)
  // as soon as the request is processed, and mutate's callbacks do not run once their component is gone.
  const confirm = async () => {
    try {
      await process.mutateAsync(request.id);
    } catch {
      return; // The query client has shown the server's message.
    }
    setOpen(false);
    toast.success(account ? 'Account and personal data deleted' : 'Request processed');
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Process<span className="sr-only"> the request from {request.email}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{account ? 'Delete this account and its data?' : 'Process this request?'}</DialogTitle>
          {/* The email wraps anywhere, or a long one widens the dialog past a phone's edge. */}
          <DialogDescription className="wrap-anywhere">
            {account
              ? `The account ${account.email} is deleted now. This cannot be undone.`
              : `No account matches ${request.email ?? 'this request'}: only the request's email and reason are removed.`}
          </DialogDescription>
        </DialogHeader>
        {account && (
          <div className="flex flex-col gap-3 text-sm text-ink">
            <div>
              <h3 className="font-semibold">Deleted</h3>
              <ul className="list-disc pl-5">
                <li>The account, its sign-in and sessions, profile, notifications and support requests</li>
                <li>
                  Names, emails, phone numbers, addresses and dates of birth of the people on its orders and
                  applications
                </li>
                <li>The email and reason on this request</li>
              </ul>
            </div>
            <div>
              <h3 className="font-semibold">Kept for the books</h3>
              <ul className="list-disc pl-5">
                <li>
                  Its orders with their amounts and status, and its applications with their fees and status
                </li>
                <li>A record that this request was processed, by you, and when</li>
              </ul>
            </div>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={process.isPending} onClick={() => void confirm()}>
            {process.isPending ? 'Deleting…' : 'Delete account and data'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
