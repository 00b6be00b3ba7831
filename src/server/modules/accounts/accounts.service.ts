import { APIError } from 'better-auth/api';
import type { Me } from '../../../domain/accounts/me';
import type { Profile, ProfileUpdate } from '../../../domain/accounts/profile.schema';
import type { SignUp } from '../../../domain/accounts/signup.schema';
import { type Auth, type AuthSession } from '../../auth/auth';
import { PRODUCT_NAME } from '../../../domain/site/product-name';
import { assertNotCommon } from '../../auth/password-policy';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { notify } from '../notifications';
import {
  deleteUser,
  findProfile,
  insertProfile,
  lockAdminIds,
  updateProfile,
  type ProfileRow,
} from './accounts.repo';

/** A user's profile row (name, country, phone), for the modules that fill a form or an order from it. */
export { findProfile };

/** The page the confirmation link opens after confirming. */
export const EMAIL_CONFIRMED_PATH = '/email-confirmed';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';
export const NO_PROFILE_MESSAGE = 'No profile found';

export const WELCOME_NOTIFICATION = {
  title: `Welcome to ${PRODUCT_NAME}`,
  body: 'Your account is ready. Start by choosing a health plan for your loved ones at home.',
  link: '/healthcare',
};

interface AccountsDeps {
  db: Db;
  auth: Auth;
}

/**
 * Creates the user (through better-auth, which hashes the password and opens the session), then the profile
 * row and the welcome notification in one transaction. If they cannot be written the user is removed again,
 * so no account is left without a profile. Only the listed fields reach better-auth: a `role` in the body is
 * never passed on.
 */
export async function signUp({ db, auth }: AccountsDeps, input: SignUp, headers: Headers) {
  await assertNotCommon(input.password, 'password');
  let result;
  try {
    result = await auth.api.signUpEmail({
      body: {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        password: input.password,
        // Where the confirmation link lands once it has confirmed the address (decision 063).
        callbackURL: EMAIL_CONFIRMED_PATH,
      },
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
    await db.transaction(async (tx) => {
      await insertProfile(tx, {
        userId,
        firstName: input.firstName,
        middleName: input.middleName || null,
        lastName: input.lastName,
        country: input.country,
      });
      await notify(tx, userId, WELCOME_NOTIFICATION);
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
export async function getMe({ db }: Pick<AccountsDeps, 'db'>, session: AuthSession): Promise<Me> {
  const row = await findProfile(db, session.user.id);
  return {
    user: {
      id: session.user.id,
      email: session.user.email,
      role: session.user.role ?? 'user',
      twoFactorEnabled: Boolean(session.user.twoFactorEnabled),
      emailVerified: session.user.emailVerified,
      // The console asks an admin for a longer password first (docs/decisions/012).
      passwordChangeRequired: Boolean(session.user.passwordChangeRequired),
    },
    profile: row ? toProfile(row) : null,
  };
}

/** Changes the session user's own profile (never a row named by the client) and returns the new `getMe`. */
export async function updateMyProfile(
  { db }: Pick<AccountsDeps, 'db'>,
  session: AuthSession,
  input: ProfileUpdate,
): Promise<Me> {
  const updated = await updateProfile(db, session.user.id, {
    contactNumber: input.contactNumber || null,
    country: input.country,
    preferredCurrency: input.preferredCurrency,
  });
  if (!updated) throw new AppError('not_found', NO_PROFILE_MESSAGE);
  return getMe({ db }, session);
}

/** Deletes the user row; the database's cascades take what hangs off it (sessions, profile, notifications...). */
export function deleteAccount(tx: Db, userId: string): Promise<void> {
  return deleteUser(tx, userId);
}

/** The admins' ids, their rows locked until the transaction ends, so two changes cannot both remove the last one. */
export function lockAdminAccounts(tx: Db): Promise<string[]> {
  return lockAdminIds(tx);
}
