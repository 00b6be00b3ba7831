import { ADMIN_ROLE } from '../../auth/guards';
import type { Runtime } from '../../runtime';
import { findUserByEmail, setUserRole } from './accounts.repo';

/** Creates the user with the admin role, or promotes the existing user with that email. */
export async function createAdmin({ database, auth }: Runtime, email: string, password: string) {
  const existing = await findUserByEmail(database.db, email);
  if (existing) {
    await setUserRole(database.db, existing.id, ADMIN_ROLE);
    return { userId: existing.id, created: false };
  }
  const { user } = await auth.api.createUser({
    body: { email, password, name: email.split('@')[0] ?? email, role: ADMIN_ROLE },
  });
  return { userId: user.id, created: true };
}
