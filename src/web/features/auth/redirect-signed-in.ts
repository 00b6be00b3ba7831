import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { safeRedirect } from '@/web/config/paths';
import { getMeQueryOptions } from '@/web/api/me';
import { queryClient } from '@/web/lib/query-client';

/** Entry screens are for visitors: someone already signed in goes on to where they were heading. */
export async function redirectSignedIn({ request }: ClientLoaderFunctionArgs) {
  const me = await queryClient.ensureQueryData(getMeQueryOptions());
  if (me) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}
