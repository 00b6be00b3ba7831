import { redirect } from 'react-router';
import { paths } from '@/web/config/paths';
import { getMeQueryOptions } from '@/web/api/me';
import { queryClient } from '@/web/lib/query-client';

/**
 * The portal's pages for partners with two-factor on, and for admins acting for a partner; anyone else goes to the
 * partner sign-in. This decides what to show: every portal endpoint checks again on the server.
 */
export async function portalViewer(): Promise<{ actingAsAdmin: boolean }> {
  const me = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 60_000 });
  if (me?.user.role === 'admin' && me.user.twoFactorEnabled) return { actingAsAdmin: true };
  if (me?.user.role !== 'partner' || !me.user.twoFactorEnabled) throw redirect(paths.partnerLogin);
  return { actingAsAdmin: false };
}
