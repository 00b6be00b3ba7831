import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { parseSessionOutput, parseUserOutput } from 'better-auth/db';
import type { Db } from '../db/client';
import type { Auth, AuthSession } from './auth';
import { findSessionWithUser } from './session.repo';

/** What better-auth decides from, read once from its context. */
interface SessionRules {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
  /** False when an option changes how better-auth reads sessions (cookie cache, deferred refresh): ask it always. */
  enabled: boolean;
  options: BetterAuthOptions;
}

const rules = new WeakMap<Auth, Promise<SessionRules>>();

function rulesOf(auth: Auth): Promise<SessionRules> {
  let found = rules.get(auth);
  if (!found) {
    found = auth.$context.then((context) => {
      const options: BetterAuthOptions = context.options;
      return {
        cookieName: context.authCookies.sessionToken.name,
        secret: context.secret,
        expiresInMs: context.sessionConfig.expiresIn * 1000,
        updateAgeMs: context.sessionConfig.updateAge * 1000,
        enabled:
          options.session?.cookieCache?.enabled !== true &&
          !options.session?.deferSessionRefresh &&
          !options.secondaryStorage,
        options,
      };
    });
    rules.set(auth, found);
  }
  return found;
}

/** The cookie's value when the header holds it exactly once, plainly; undefined when absent; null otherwise. */
function singleCookie(header: string, name: string): string | undefined | null {
  let value: string | undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    if (value !== undefined) return null;
    value = pair.slice(equals + 1).trim();
  }
  if (value === undefined) return undefined;
  if (value.startsWith('"')) return null;
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return null;
  }
}

/**
 * The token of better-call's signed cookie, `token.signature` with the signature base64(HMAC-SHA256(secret,
 * token)) in 44 characters, or null when it is not one (better-call's own checks, with the HMAC computed
 * synchronously instead of through WebCrypto with a key imported per request).
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * better-auth's getSession for the common case, in one prepared query instead of its endpoint machinery and two
 * queries (docs/decisions/020): a correctly signed session cookie whose session exists, has not expired and is
 * not yet due for better-auth's sliding refresh gives the same session and user, filtered as better-auth filters
 * them; a correctly signed one whose session does not exist gives null, as better-auth does. Everything else (no
 * or several session cookies, a bad signature, an expired session, one due for refresh) answers 'ask-better-auth',
 * so better-auth's own code decides, cleans up and refreshes exactly as before.
 */
export async function lookUpSession(
  auth: Auth,
  db: Db,
  headers: Headers,
): Promise<AuthSession | null | 'ask-better-auth'> {
  const rule = await rulesOf(auth);
  const value = rule.enabled ? singleCookie(headers.get('cookie') ?? '', rule.cookieName) : null;
  if (!value) return 'ask-better-auth';
  const token = verifiedToken(value, rule.secret);
  if (!token) return 'ask-better-auth';
  const found = await findSessionWithUser(db, token);
  if (!found) return null;
  const expiresAt = found.session.expiresAt.getTime();
  const now = Date.now();
  if (expiresAt < now || expiresAt - rule.expiresInMs + rule.updateAgeMs <= now) return 'ask-better-auth';
  return {
    session: parseSessionOutput(rule.options, found.session),
    user: parseUserOutput(rule.options, found.user),
  } as AuthSession;
}
