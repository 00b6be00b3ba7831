import { getSessionCookie } from 'better-auth/cookies';

/**
 * Whether a Cookie header carries a session cookie at all, without reading the session: enough to tell a visitor,
 * who has none, from someone who may be signed in. Apart from session.ts, so the built pages served while the
 * database opens (http/early-app.ts) load neither the database's modules nor better-auth's.
 */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return Boolean(cookie && getSessionCookie(new Headers({ cookie })));
}
