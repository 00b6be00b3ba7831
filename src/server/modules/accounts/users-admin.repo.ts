import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '../../../domain/accounts/user-admin';
import { ADMIN_ROLE, PARTNER_ROLE } from '../../auth/session';
import type { Db } from '../../db/client';
import { cursorTime, olderThan, type KeysetCursor } from '../../db/keyset-cursor';
import { containsPattern } from '../../db/like-pattern';
import { profiles, user } from '../../db/schema';

const userColumns = {
  id: user.id,
  email: user.email,
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
  firstName: profiles.firstName,
  middleName: profiles.middleName,
  lastName: profiles.lastName,
  /** A partner's person has no profile: the name they gave when accepting their invitation. */
  accountName: user.name,
};

function filterConditions({ q, role }: Pick<AdminUsersQuery, 'q' | 'role'>): SQL[] {
  const conditions: SQL[] = [];
  if (q) {
    const pattern = containsPattern(q);
    // 'First Last' holds every part of either name, and 'Ada Eze' finds Ada Eze as typed.
    const fullName = sql`${profiles.firstName} || ' ' || ${profiles.lastName}`;
    const matches = or(sql`${user.email} ilike ${pattern}`, sql`${fullName} ilike ${pattern}`);
    if (matches) conditions.push(matches);
  }
  // better-auth may leave the role empty; that is a customer, as for the guards.
  if (role === 'admin') conditions.push(eq(user.role, ADMIN_ROLE));
  if (role === 'user') {
    conditions.push(sql`coalesce(${user.role}, 'user') not in (${ADMIN_ROLE}, ${PARTNER_ROLE})`);
  }
  if (role === 'partner') conditions.push(eq(user.role, PARTNER_ROLE));
  return conditions;
}

/** Newest first, with the profile's name where the user has a profile. */
export async function listUsers(
  db: Db,
  filter: Pick<AdminUsersQuery, 'q' | 'role'>,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const conditions = filterConditions(filter);
  if (after) conditions.push(olderThan(user.createdAt, user.id, after, 'text'));
  return db
    .select({ ...userColumns, cursorAt: cursorTime(user.createdAt) })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(...conditions))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(limit);
}

export type UserListRow = Awaited<ReturnType<typeof listUsers>>[number];

export async function findUserRow(db: Db, id: string) {
  const [row] = await db
    .select(userColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, id));
  return row;
}

/** The user's current role, the row locked until the transaction ends; undefined for an unknown id. */
export async function lockUserRole(tx: Db, id: string) {
  const [row] = await tx.select({ role: user.role }).from(user).where(eq(user.id, id)).for('update');
  return row;
}
