import { APIError } from 'better-auth/api';
import type { AdminPasswordChange } from '../../../domain/accounts/password-rules';
import type { Auth } from '../../auth/auth';
import { assertNotCommon } from '../../auth/password-policy';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { setPasswordChangeRequired } from './accounts.repo';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect';

/**
 * An admin replaces a password that is too short for the console (the schema asks for 12 characters). better-auth
 * checks the current password, stores the new one and signs every other session out; the demand for a new
 * password is lifted in the same step. Returns the cookies of the admin's new session.
 */
export async function changeAdminPassword(
  { db, auth }: { db: Db; auth: Auth },
  userId: string,
  { currentPassword, newPassword }: AdminPasswordChange,
  headers: Headers,
): Promise<string[]> {
  await assertNotCommon(newPassword, 'newPassword');
  let result;
  try {
    result = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'INVALID_PASSWORD') {
      // 400, as better-auth answers it: the password-check limit counts it as a failed guess.
      throw new AppError('bad_request', WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    throw error;
  }
  await setPasswordChangeRequired(db, userId, false);
  return result.headers.getSetCookie();
}
