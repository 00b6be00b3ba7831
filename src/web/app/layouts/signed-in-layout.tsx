import { Outlet, redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { paths } from '@/web/config/paths';
import { getMeQueryOptions } from '@/web/api/me';
import { queryClient } from '@/web/lib/query-client';
import { useLeaveOnSignOutElsewhere } from '@/web/lib/use-leave-on-sign-out';

/** Pages under this layout need a customer's session; visitors go to sign-in and come back afterwards. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const me = await queryClient.ensureQueryData(getMeQueryOptions());
  if (!me) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`${paths.signIn}?redirect=${encodeURIComponent(pathname + search)}`);
  }
  // A partner's people are never customers (decision 079): the server refuses them every customer page's data.
  if (me.user.role === 'partner') throw redirect(paths.partner);
  return null;
}

export default function SignedInLayout() {
  useLeaveOnSignOutElsewhere(paths.signIn);
  return <Outlet />;
}
