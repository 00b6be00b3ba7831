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

/**
 * Signs in for the admin console. The role is checked here, on the server: a non-admin's new session (or pending
 * two-factor challenge) is dropped at once and no cookie is sent, so nothing is kept from a refused sign-in.
 * An enrolled admin whose password is too short is asked for a new one after the code (the console then answers
 * 'password_change_required'): nobody changes a password on the first factor alone.
 */
export async function adminSignIn(
  { db, auth }: { db: Db; auth: Auth },
  credentials: SignIn,
  headers: Headers,
): Promise<{ cookies: string[]; next: AdminSignInStep }> {
  const result = await signInWithPassword(auth, credentials, headers);
  const cookies = result.headers.getSetCookie();
  const answer = result.response;

  // The one place an admin's password is seen: whether it is long enough for the console is decided here, and
  // a password that is (after a reset, or a promotion) lifts an earlier demand for a new one.
  const mustChange = isTooShortForAdmin(credentials.password);

  if ('twoFactorRedirect' in answer && answer.twoFactorRedirect) {
    // The password was right but no session exists yet: better-auth waits for the second factor.
    const found = await findUserByEmail(db, credentials.email);
    if (found?.role !== ADMIN_ROLE) throw new AppError('forbidden', SIGN_IN_MESSAGES.accessDenied);
    await setPasswordChangeRequired(db, found.id, mustChange);
    return { cookies, next: 'verify' };
  }
  if (!('user' in answer)) throw new Error('better-auth answered sign-in without a user');
  if (answer.user.role !== ADMIN_ROLE) {
    await db.delete(session).where(eq(session.token, answer.token));
    throw new AppError('forbidden', SIGN_IN_MESSAGES.accessDenied);
  }
  await setPasswordChangeRequired(db, answer.user.id, mustChange);
  if (mustChange) return { cookies, next: 'change-password' };
  return { cookies, next: answer.user.twoFactorEnabled ? 'done' : 'setup' };
}
