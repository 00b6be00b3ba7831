import { getSessionCookie } from 'better-auth/cookies';
import type { Context } from 'hono';
import { isIdleTooLong } from '../../domain/accounts/admin-session';
import type { Db } from '../db/client';
import { requestHeader } from '../http/request-header';
import { endSession, findLastActive, touchActivity } from './admin-activity.repo';
import type { Auth, AuthSession } from './auth';
import { lookUpSession } from './session-lookup';

export const ADMIN_ROLE = 'admin';
/** A partner organisation's person (docs/decisions/079-partner-organisations); their organisation is in partner_members. */
export const PARTNER_ROLE = 'partner';

/**
 * The one test for admin powers, used by requireAdmin and by every owner-or-admin read: the admin role alone is
 * not enough; two-factor must be on and no password change pending (docs/decisions/012). Anyone else is treated
 * as a stranger.
 */
export function isTrustedAdmin(user: AuthSession['user']): boolean {
  return user.role === ADMIN_ROLE && Boolean(user.twoFactorEnabled) && !user.passwordChangeRequired;
}

/** The partner portal's test, like the admin's: the partner role with two-factor on from the first sign-in. */
export function isTrustedPartner(user: AuthSession['user']): boolean {
  return user.role === PARTNER_ROLE && Boolean(user.twoFactorEnabled);
}

/** The roles whose sessions end after 12 idle hours: both see other people's personal data. */
const IDLE_LIMITED_ROLES: ReadonlySet<string | null | undefined> = new Set([ADMIN_ROLE, PARTNER_ROLE]);

export interface SessionDeps {
  auth: Auth;
  db: Db;
}

/** `endedIdle` names the role whose session just ended for inactivity, so the answer can say whose it was. */
export type SessionRead = { session: AuthSession } | { session: null; endedIdle: string | null };

/**
 * The session of a request, with the admin rule on top of better-auth's: an admin's (or partner's) session that has seen no
 * request for 12 hours is ended here, whatever better-auth's longer expiry says (docs/decisions/010). Every
 * route reads the session through this, so an idle admin session is gone for the whole API at once.
 */
export async function readSession({ auth, db }: SessionDeps, headers: Headers): Promise<SessionRead> {
  // A visitor without a session cookie (better-auth's default name, which auth.ts keeps) has no session:
  // better-auth would answer null too, after running its endpoint machinery on every public request.
  if (!getSessionCookie(headers)) {
    return { session: null, endedIdle: null };
  }
  // Most signed-in requests are answered by one prepared query; better-auth decides the rest (session-lookup.ts).
  const looked = await lookUpSession(auth, db, headers);
  const found = looked === 'ask-better-auth' ? await auth.api.getSession({ headers }) : looked;
  if (!found) return { session: null, endedIdle: null };
  if (!IDLE_LIMITED_ROLES.has(found.user.role)) return { session: found };

  const now = new Date();
  const lastActive = (await findLastActive(db, found.session.id)) ?? found.session.createdAt;
  if (isIdleTooLong(new Date(lastActive), now)) {
    await endSession(db, found.session.id);
    return { session: null, endedIdle: found.user.role ?? null };
  }
  await touchActivity(db, found.session.id, now);
  return { session: found };
}

/**
 * readSession for a request, from its cookie alone: a session is found by its cookie, and better-auth reads no
 * other header for one. Reading `c.req.raw.headers` would make @hono/node-server build the request's whole fetch
 * Request first (request-header.ts), on every listing a visitor opens.
 */
export async function readRequestSession(deps: SessionDeps, c: Context): Promise<SessionRead> {
  const cookie = requestHeader(c, 'cookie');
  return cookie ? readSession(deps, new Headers({ cookie })) : { session: null, endedIdle: null };
}

/** The session, or null for a visitor (or an admin whose session just ended for inactivity). */
export async function optionalSession(deps: SessionDeps, c: Context): Promise<AuthSession | null> {
  return (await readRequestSession(deps, c)).session;
}
