import { Outlet, redirect } from 'react-router';
import { AdminShell } from '@/web/features/admin/components/admin-shell';
import { paths } from '@/web/config/paths';
import { getMeQueryOptions, useMe } from '@/web/api/me';
import { queryClient } from '@/web/lib/query-client';
import { useLeaveOnSignOutElsewhere } from '@/web/lib/use-leave-on-sign-out';
import { useSignOut } from '@/web/lib/use-sign-out';

/**
 * Admin pages for admins who have set up two-factor authentication; other admins choose a long enough password
 * or set two-factor up first, and anyone
 * else goes to the admin login (DECISIONS 3). This decides what to show: every admin endpoint checks again on
 * the server.
 */
export async function clientLoader() {
  const me = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 60_000 });
  if (me?.user.role !== 'admin') throw redirect(paths.adminLogin);
  // A new password is chosen at sign-in, where the admin types the current one (docs/decisions/012).
  if (me.user.passwordChangeRequired) throw redirect(paths.adminLogin);
  if (!me.user.twoFactorEnabled) throw redirect(paths.adminTwoFactor);
  return null;
}

export default function AdminLayout() {
  const { data: me } = useMe();
  const signOut = useSignOut(paths.adminLogin);
  useLeaveOnSignOutElsewhere(paths.adminLogin);
  return (
    <AdminShell email={me?.user.email ?? ''} onSignOut={() => signOut.mutate()}>
      <Outlet />
    </AdminShell>
  );
}
