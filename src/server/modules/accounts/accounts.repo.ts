import { asc, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../auth/session';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';

export type NewProfile = typeof profiles.$inferInsert;
export type ProfileRow = typeof profiles.$inferSelect;

export async function insertProfile(db: Db, profile: NewProfile): Promise<void> {
  await db.insert(profiles).values(profile);
}

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** Changes the user's own row only; false when the user has no profile. */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: Pick<NewProfile, 'contactNumber' | 'country' | 'preferredCurrency'>,
): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set(changes)
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
  return row;
}

/**
 * A promoted user chose their password under the customer rule (6 characters), which cannot be checked from its
 * hash: they must choose an admin one, unless the password they next sign in to the console with is long enough.
 */
export async function setUserRole(db: Db, userId: string, role: string): Promise<void> {
  // SET reads the row's old values: an admin who already was one keeps their flag as it is.
  const promoted =
    role === ADMIN_ROLE
      ? {
          passwordChangeRequired: sql<boolean>`${user.role} is distinct from ${ADMIN_ROLE} or ${user.passwordChangeRequired}`,
        }
      : {};
  await db
    .update(user)
    .set({ role, ...promoted })
    .where(eq(user.id, userId));
}

export async function setPasswordChangeRequired(db: Db, userId: string, required: boolean): Promise<void> {
  await db.update(user).set({ passwordChangeRequired: required }).where(eq(user.id, userId));
}

/**
 * Every admin's id, each row locked until the transaction ends (in id order, so two callers take the locks in the
 * same order and cannot deadlock): a second change that could leave no admin (a demotion, a deletion) waits here
 * and then sees the first one's result.
 */
export async function lockAdminIds(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, ADMIN_ROLE))
    .orderBy(asc(user.id))
    .for('update');
  return rows.map((row) => row.id);
}
