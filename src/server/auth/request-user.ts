import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Auth } from './auth';

/** better-auth's cookie for a sign-in that waits for its second factor (its two-factor plugin's name). */
const TWO_FACTOR_COOKIE = 'two_factor';

/**
 * The user a better-auth request is about: the signed-in user, or the one whose sign-in waits for a two-factor
 * code. The challenge's cookie is signed `identifier.signature`; an identifier is 20+ random characters, so
 * an unknown or forged one simply finds nobody.
 */
export async function requestUserId(auth: Auth, c: Context): Promise<string | undefined> {
  const signedIn = await auth.api.getSession({ headers: c.req.raw.headers });
  if (signedIn) return signedIn.user.id;
  const context = await auth.$context;
  const cookie = getCookie(c, context.createAuthCookie(TWO_FACTOR_COOKIE).name);
  const identifier = cookie?.slice(0, Math.max(cookie.lastIndexOf('.'), 0));
  if (!identifier) return undefined;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  return challenge && challenge.expiresAt > new Date() ? challenge.value : undefined;
}
