import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, redirect, useNavigate } from 'react-router';
import { AdminShell } from '@/web/features/admin/components/admin-shell';
import { paths } from '@/web/config/paths';
import { getMeQueryOptions, useMe } from '@/web/lib/me';
import { queryClient } from '@/web/lib/query-client';
import { onSignOutElsewhere } from '@/web/lib/session-events';
import { useSignOut } from '@/web/lib/use-sign-out';

/**
 * Admin pages for admins who have set up two-factor authentication; other admins set it up first, and anyone
 * else goes to the admin login (DECISIONS 3). This decides what to show: every admin endpoint checks again on
 * the server.
 */
export async function clientLoader() {
  const me = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 60_000 });
  if (me?.user.role !== 'admin') throw redirect(paths.adminLogin);
  if (!me.user.twoFactorEnabled) throw redirect(paths.adminTwoFactor);
  return null;
}

export default function AdminLayout() {
  const { data: me } = useMe();
  const signOut = useSignOut(paths.adminLogin);
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        client.clear();
        client.setQueryData(getMeQueryOptions().queryKey, null);
        void navigate(paths.adminLogin, { replace: true });
      }),
    [client, navigate],
  );
  return (
    <AdminShell email={me?.user.email ?? ''} onSignOut={() => signOut.mutate()}>
      <Outlet />
    </AdminShell>
  );
}
