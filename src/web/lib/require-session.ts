import { redirect } from 'react-router';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { getMeQueryOptions, type Me } from '@/web/api/me';
import { queryClient } from './query-client';

interface SignInNotice {
  title: string;
  description?: string;
}

const signedInUser = () => queryClient.ensureQueryData(getMeQueryOptions()).catch(() => null);

const pathOf = (request: Request) => {
  const { pathname, search } = new URL(request.url);
  return pathname + search;
};

const entry = (path: string, target: string) => `${path}?redirect=${encodeURIComponent(target)}`;

/**
 * For a route's clientLoader: the signed-in user, or a toast saying why and a trip to sign-in that comes back
 * to this page afterwards.
 */
export async function requireSessionOrSignIn(request: Request, notice: SignInNotice): Promise<Me> {
  const me = await signedInUser();
  if (me) return me;
  toast.error(notice.title, { description: notice.description, duration: 3000 });
  throw redirect(entry(paths.login, pathOf(request)));
}

/**
 * Where a signed-out buyer is sent: creating an account, with signing in beside it, and back to `target` after
 * either (docs/decisions/029, 053). Nothing went wrong, so nothing is toasted.
 */
export function signUpToContinue(target: string): string {
  return entry(paths.signUp, target);
}

/** For a purchase step's clientLoader: the signed-in user, or the way to create an account and come back. */
export async function requireSessionOrSignUp(request: Request): Promise<Me> {
  const me = await signedInUser();
  if (me) return me;
  throw redirect(signUpToContinue(pathOf(request)));
}
