import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUserView } from '@/domain/accounts/user-admin';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
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
import { paths } from '@/web/config/paths';
import { refreshMe } from '@/web/api/me';
import { useChangeUserRole } from '../api/admin-users';
import { rootKeys } from '@/web/api/root-keys';

interface RoleChangeDialogProps {
  user: AdminUserView;
  /** Whether the row is the signed-in admin's own account. */
  isSelf: boolean;
}

function consequence(user: AdminUserView, isSelf: boolean): string {
  if (user.role === 'user') {
    return 'They can use the admin console after setting up two-factor authentication at their next admin sign-in.';
  }
  if (isSelf) {
    return 'You lose the admin console at once and go to your home page. Another admin can make you an admin again.';
  }
  return 'They lose the admin console at once. Their customer account stays as it is.';
}

/** 'Make admin' or 'Remove admin', confirmed in a dialog that also shows the server's refusal. */
export function RoleChangeDialog({ user, isSelf }: RoleChangeDialogProps) {
  const [open, setOpen] = useState(false);
  const change = useChangeUserRole();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const promoting = user.role === 'user';
  const who = isSelf ? 'yourself' : user.email;

  const confirm = () =>
    change.mutate(
      { id: user.id, role: promoting ? 'admin' : 'user' },
      {
        onSuccess: async () => {
          setOpen(false);
          if (!isSelf) {
            toast.success(
              promoting ? `${user.email} is now an admin` : `${user.email} is no longer an admin`,
            );
            return;
          }
          // This account has no console any more: leave it, then forget its answers and who it was.
          await navigate(paths.home, { replace: true });
          queryClient.removeQueries({ queryKey: rootKeys.admin });
          await refreshMe(queryClient);
          toast.success('You are no longer an admin');
        },
      },
    );

  const onOpenChange = (next: boolean) => {
    if (next) change.reset();
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={promoting ? 'outline' : 'ghost'} size="sm">
          {promoting ? 'Make admin' : 'Remove admin'}
          {/* Whose row, for a screen reader listing the buttons: 'Make admin for ada@example.com'. (Browsers put
              a space before hidden text laid out as its own box, so a colon here read 'Make admin : ada@…'.) */}
          <span className="sr-only">
            {' '}
            {promoting ? 'for' : 'from'} {user.email}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">
            {promoting ? `Make ${who} an admin?` : `Remove admin from ${who}?`}
          </DialogTitle>
          <DialogDescription>{consequence(user, isSelf)}</DialogDescription>
        </DialogHeader>
        {change.isError && (
          <Alert variant="destructive">
            <AlertDescription>{change.error.message}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant={promoting ? 'default' : 'destructive'}
            disabled={change.isPending}
            onClick={confirm}
          >
            {change.isPending ? 'Saving...' : promoting ? 'Make admin' : 'Remove admin'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
