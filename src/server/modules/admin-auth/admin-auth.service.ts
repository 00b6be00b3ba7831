import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { SIGN_IN_MESSAGES, type SignIn } from '../../../domain/accounts/signin.schema';
import type { Auth } from '../../auth/auth';
import { ADMIN_ROLE } from '../../auth/guards';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * Signs in for the admin console. The role is checked here, on the server: a non-admin's new session is
 * deleted at once and no cookie is sent, so no session is kept from an admin sign-in that was refused.
 */
export async function adminSignIn(
  { db, auth }: { db: Db; auth: Auth },
  credentials: SignIn,
  headers: Headers,
) {
  let result;
  try {
    result = await auth.api.signInEmail({ body: credentials, headers, returnHeaders: true });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 401) {
      throw new AppError('unauthenticated', error.message || 'Invalid email or password');
    }
    throw error;
  }
  if (result.response.user.role !== ADMIN_ROLE) {
    await db.delete(session).where(eq(session.token, result.response.token));
    throw new AppError('forbidden', SIGN_IN_MESSAGES.accessDenied);
  }
  return { cookies: result.headers.getSetCookie() };
}
