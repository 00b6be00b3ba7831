import type { AdminPage } from '../../../domain/admin-page.schema';
import {
  ADMIN_USER_MESSAGES,
  leavesNoAdmin,
  roleOf,
  type AdminUsersQuery,
  type AdminUserView,
  type UserRole,
} from '../../../domain/accounts/user-admin';
import type { Db } from '../../db/client';
import { decodeCursor, isTextId, pageOf } from '../../db/keyset-cursor';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { lockAdminIds, setUserRole } from './accounts.repo';
import { findUserRow, listUsers, lockUserRole } from './users-admin.repo';
import { toAdminUserView } from './users-admin.view';

/** One page of users, newest first, optionally searched and filtered by role. */
export async function usersPage(db: Db, query: AdminUsersQuery): Promise<AdminPage<AdminUserView>> {
  const after = query.cursor ? decodeCursor(query.cursor, isTextId) : undefined;
  const fetched = await listUsers(db, query, after, query.limit + 1);
  const { rows, nextCursor } = pageOf(fetched, query.limit, (row) => row.id);
  return { items: rows.map(toAdminUserView), nextCursor };
}

export interface RoleChangeRequest {
  /** The admin making the change. */
  actorId: string;
  userId: string;
  role: UserRole;
}

async function currentView(db: Db, userId: string): Promise<AdminUserView> {
  const row = await findUserRow(db, userId);
  if (!row) throw new AppError('not_found', ADMIN_USER_MESSAGES.notFound);
  return toAdminUserView(row);
}

/**
 * Promotes a user to admin or demotes an admin, never the last one. The admins' rows are locked first, so of
 * two admins demoting each other at once the second waits, then sees a single admin left and is refused.
 * Giving a user the role they already have changes nothing and writes no audit entry. The role takes effect on
 * the user's next request: sessions read it from the database every time.
 */
export async function changeUserRole(db: Db, request: RoleChangeRequest): Promise<AdminUserView> {
  return db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    const target = await lockUserRole(tx, request.userId);
    if (!target) throw new AppError('not_found', ADMIN_USER_MESSAGES.notFound);
    const from = roleOf(target.role);
    if (from === 'partner') throw new AppError('conflict', ADMIN_USER_MESSAGES.partner);
    if (from !== request.role) {
      if (leavesNoAdmin(adminIds, request)) throw new AppError('conflict', ADMIN_USER_MESSAGES.lastAdmin);
      await setUserRole(tx, request.userId, request.role);
      await recordAudit(tx, {
        actorId: request.actorId,
        action: 'role changed',
        entityType: 'user',
        entityId: request.userId,
        before: { role: from },
        after: { role: request.role },
      });
    }
    return currentView(tx, request.userId);
  });
}
