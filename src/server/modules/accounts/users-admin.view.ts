import { roleOf, type AdminUserView } from '../../../domain/accounts/user-admin';
import type { UserListRow } from './users-admin.repo';

type UserRow = Omit<UserListRow, 'cursorAt'>;

export function toAdminUserView(row: UserRow): AdminUserView {
  const role = roleOf(row.role);
  const profileName = [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
  const name = profileName || (role === 'partner' ? row.accountName : '');
  return {
    id: row.id,
    email: row.email,
    name: name || null,
    role,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    createdAt: row.createdAt.toISOString(),
  };
}
