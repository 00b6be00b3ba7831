import { redirect } from 'react-router';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { getMeQueryOptions, type Me } from '@/web/api/me';
import { queryClient } from './query-client';

interface SignInNotice {
  title: string;
  description?: string;
}

/**
 * For a route's clientLoader: the signed-in user, or a toast saying why and a trip to sign-in that comes back
 * to this page afterwards.
 */
export async function requireSessionOrSignIn(request: Request, notice: SignInNotice): Promise<Me> {
  const me = await queryClient.ensureQueryData(getMeQueryOptions()).catch(() => null);
  if (me) return me;
  toast.error(notice.title, { description: notice.description, duration: 3000 });
  const { pathname, search } = new URL(request.url);
  throw redirect(`${paths.login}?redirect=${encodeURIComponent(pathname + search)}`);
}
