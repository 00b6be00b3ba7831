import { APIError } from 'better-auth/api';
import type { Profile } from '../../../domain/accounts/profile.schema';
import type { SignUp } from '../../../domain/accounts/signup.schema';
import type { Auth, AuthSession } from '../../auth/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { deleteUser, findProfile, insertProfile, type ProfileRow } from './accounts.repo';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';

interface AccountsDeps {
  db: Db;
  auth: Auth;
}

/**
 * Creates the user (through better-auth, which hashes the password and opens the session) and the profile
 * row in one request. If the profile cannot be written the user is removed again, so no account is left
 * without a profile. Only the listed fields reach better-auth: a `role` in the body is never passed on.
 */
export async function signUp({ db, auth }: AccountsDeps, input: SignUp, headers: Headers) {
  let result;
  try {
    result = await auth.api.signUpEmail({
      body: { name: `${input.firstName} ${input.lastName}`, email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      throw new AppError('conflict', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    }
    if (error instanceof APIError && error.statusCode < 500) {
      throw new AppError('validation_failed', error.message);
    }
    throw error;
  }
  const userId = result.response.user.id;
  try {
    await insertProfile(db, {
      userId,
      firstName: input.firstName,
      middleName: input.middleName || null,
      lastName: input.lastName,
      country: input.country,
    });
  } catch (error) {
    await deleteUser(db, userId);
    throw error;
  }
  return { userId, cookies: result.headers.getSetCookie() };
}

function toProfile(row: ProfileRow): Profile {
  return {
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    contactNumber: row.contactNumber,
    country: row.country,
    preferredCurrency: row.preferredCurrency,
  };
}

/** The signed-in user as the web needs it: identity, role and profile (null when no profile row exists). */
export async function getMe({ db }: Pick<AccountsDeps, 'db'>, session: AuthSession) {
  const row = await findProfile(db, session.user.id);
  return {
    user: {
      id: session.user.id,
      email: session.user.email,
      role: session.user.role ?? 'user',
      twoFactorEnabled: Boolean(session.user.twoFactorEnabled),
    },
    profile: row ? toProfile(row) : null,
  };
}
