import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, redirect, useNavigate, type ClientLoaderFunctionArgs } from 'react-router';
import { paths } from '@/web/config/paths';
import { getMeQueryOptions } from '@/web/lib/me';
import { queryClient } from '@/web/lib/query-client';
import { onSignOutElsewhere } from '@/web/lib/session-events';

/** Pages under this layout need a session; visitors go to sign-in and come back afterwards. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const me = await queryClient.ensureQueryData(getMeQueryOptions());
  if (!me) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`${paths.signIn}?redirect=${encodeURIComponent(pathname + search)}`);
  }
  return null;
}

export default function SignedInLayout() {
  const navigate = useNavigate();
  const client = useQueryClient();
  // A sign-out in another tab ends this session too: leave the signed-in pages at once.
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        client.clear();
        client.setQueryData(getMeQueryOptions().queryKey, null);
        void navigate(paths.signIn, { replace: true });
      }),
    [client, navigate],
  );
  return <Outlet />;
}
