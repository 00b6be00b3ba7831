import { isTooShortForAdmin, PASSWORD_MESSAGES } from '../../../domain/accounts/password-rules';
import { ADMIN_ROLE } from '../../auth/guards';
import { assertNotCommon } from '../../auth/password-policy';
import { AppError } from '../../http/app-error';
import type { Runtime } from '../../runtime';
import { findUserByEmail, setUserRole } from './accounts.repo';

/**
 * Creates the user with the admin role and a password that meets the admin rules (docs/decisions/012), or
 * promotes the existing user with that email; a promoted user keeps their password and is asked for an admin
 * one at their next console sign-in if it is too short (setUserRole).
 */
export async function createAdmin({ database, auth }: Runtime, email: string, password: string) {
  const existing = await findUserByEmail(database.db, email);
  if (existing) {
    await setUserRole(database.db, existing.id, ADMIN_ROLE);
    return { userId: existing.id, created: false };
  }
  if (isTooShortForAdmin(password)) {
    throw new AppError('validation_failed', PASSWORD_MESSAGES.adminTooShort, {
      password: PASSWORD_MESSAGES.adminTooShort,
    });
  }
  await assertNotCommon(password, 'password');
  const { user } = await auth.api.createUser({
    // The operator names the address on the command line: it needs no link to confirm it (decision 063).
    body: {
      email,
      password,
      name: email.split('@')[0] ?? email,
      role: ADMIN_ROLE,
      data: { emailVerified: true },
    },
  });
  return { userId: user.id, created: true };
}
