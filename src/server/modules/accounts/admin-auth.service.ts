import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { isTooShortForAdmin } from '../../../domain/accounts/password-rules';
import { SIGN_IN_MESSAGES, type AdminSignInStep, type SignIn } from '../../../domain/accounts/signin.schema';
import type { Auth } from '../../auth/auth';
import { ADMIN_ROLE } from '../../auth/guards';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findUserByEmail, setPasswordChangeRequired } from './accounts.repo';

async function signInWithPassword(auth: Auth, credentials: SignIn, headers: Headers) {
  try {
    return await auth.api.signInEmail({ body: credentials, headers, returnHeaders: true });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 401) {
      throw new AppError('unauthenticated', error.message || 'Invalid email or password');
    }
    throw error;
  }
}

/** Who a staff sign-in is for: the role it admits and what it tells anyone else. */
export interface StaffDoor {
  role: string;
  accessDenied: string;
  /** Whether a password shorter than the admin minimum must be replaced first (admins); partners chose theirs long. */
  longPasswordRequired: boolean;
}

const ADMIN_DOOR: StaffDoor = {
  role: ADMIN_ROLE,
  accessDenied: SIGN_IN_MESSAGES.accessDenied,
  longPasswordRequired: true,
};

/**
 * Signs in for the admin console, or for another staff door (the partner portal, docs/decisions/079-partner-organisations.md): the role is
 * checked here, on the server: anyone else's new session (or pending two-factor challenge) is dropped at once and
 * no cookie is sent, so nothing is kept from a refused sign-in. An enrolled admin whose password is too short is
 * asked for a new one after the code (the console then answers 'password_change_required'): nobody changes a
 * password on the first factor alone.
 */
export async function staffSignIn(
  { db, auth }: { db: Db; auth: Auth },
  credentials: SignIn,
  headers: Headers,
  door: StaffDoor,
): Promise<{ cookies: string[]; next: AdminSignInStep }> {
  const result = await signInWithPassword(auth, credentials, headers);
  const cookies = result.headers.getSetCookie();
  const answer = result.response;

  // The one place a staff password is seen: whether it is long enough for the console is decided here, and
  // a password that is (after a reset, or a promotion) lifts an earlier demand for a new one.
  const mustChange = door.longPasswordRequired && isTooShortForAdmin(credentials.password);

  if ('twoFactorRedirect' in answer && answer.twoFactorRedirect) {
    // The password was right but no session exists yet: better-auth waits for the second factor.
    const found = await findUserByEmail(db, credentials.email);
    if (found?.role !== door.role) throw new AppError('forbidden', door.accessDenied);
    await setPasswordChangeRequired(db, found.id, mustChange);
    return { cookies, next: 'verify' };
  }
  if (!('user' in answer)) throw new Error('better-auth answered sign-in without a user');
  if (answer.user.role !== door.role) {
    await db.delete(session).where(eq(session.token, answer.token));
    throw new AppError('forbidden', door.accessDenied);
  }
  await setPasswordChangeRequired(db, answer.user.id, mustChange);
  if (mustChange) return { cookies, next: 'change-password' };
  return { cookies, next: answer.user.twoFactorEnabled ? 'done' : 'setup' };
}

/** Signs in for the admin console (staffSignIn with the admin role). */
export function adminSignIn(deps: { db: Db; auth: Auth }, credentials: SignIn, headers: Headers) {
  return staffSignIn(deps, credentials, headers, ADMIN_DOOR);
}
