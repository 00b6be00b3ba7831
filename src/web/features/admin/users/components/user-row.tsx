import type { AdminUserView } from '@/domain/accounts/user-admin';
import { USER_ROLE_LABELS } from '@/domain/accounts/user-admin';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { paths } from '@/web/config/paths';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminRow } from '../../components/admin-row';
import { RoleChangeDialog } from './role-change-dialog';

interface UserRowProps {
  user: AdminUserView;
  isSelf: boolean;
}

/** One account: email, name, role, two-factor, and the button that changes the role. */
export function UserRow({ user, isSelf }: UserRowProps) {
  return (
    <AdminRow
      title={
        <>
          <span className="break-all">{user.email}</span>
          {isSelf && <span className="font-normal text-ink-muted"> (you)</span>}
        </>
      }
      badge={
        <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>{USER_ROLE_LABELS[user.role]}</Badge>
      }
      details={
        <>
          <span>{user.name ?? 'No profile name'}</span>
          <span>Two-factor {user.twoFactorEnabled ? 'on' : 'off'}</span>
          <span>
            Joined <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
          </span>
        </>
      }
      actions={
        user.role === 'partner' ? (
          <Link
            className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
            to={paths.adminPartners}
          >
            Managed on the Partners page
          </Link>
        ) : (
          <RoleChangeDialog user={user} isSelf={isSelf} />
        )
      }
    />
  );
}
