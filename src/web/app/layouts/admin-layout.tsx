import { Outlet, redirect } from 'react-router';
import { paths } from '@/web/config/paths';
import { getMeQueryOptions } from '@/web/lib/me';
import { queryClient } from '@/web/lib/query-client';

/**
 * Admin pages for admins only; anyone else goes to the admin login (DECISIONS 3). This decides what to show:
 * every admin endpoint checks the role again on the server.
 */
export async function clientLoader() {
  const me = await queryClient.ensureQueryData(getMeQueryOptions());
  if (me?.user.role !== 'admin') throw redirect(paths.adminLogin);
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}
