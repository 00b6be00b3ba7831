import type { MetaFunction } from 'react-router';
import { ACCOUNT_ROLES, USER_ROLE_LABELS, type AccountRole } from '@/domain/accounts/user-admin';
import { useMe } from '@/web/api/me';
import { AdminList } from '../../components/admin-list';
import { AdminPage } from '../../components/admin-page';
import { ChoiceFilter, SearchFilter, useUrlFilter } from '../../components/list-filters';
import { useAdminUsers } from '../api/admin-users';
import { UserRow } from '../components/user-row';

export const meta: MetaFunction = () => [{ title: 'Users | Diaspora Hub admin' }];

const ROLE_OPTIONS = ACCOUNT_ROLES.map((role) => ({ value: role, label: USER_ROLE_LABELS[role] }));
const isRole = (value: string): value is AccountRole => (ACCOUNT_ROLES as readonly string[]).includes(value);

export default function UsersPage() {
  const [q, setQ] = useUrlFilter('q');
  const [role, setRole] = useUrlFilter('role');
  const users = useAdminUsers({ q: q || undefined, role: isRole(role) ? role : undefined });
  const myId = useMe().data?.user.id;
  return (
    <AdminPage
      title="Users"
      description="Make a user an admin or remove the role. There is always at least one admin."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchFilter key={q} label="Email or name" value={q} onSearch={setQ} />
        <ChoiceFilter
          label="Role"
          value={isRole(role) ? role : ''}
          onChange={setRole}
          options={ROLE_OPTIONS}
          allLabel="All roles"
        />
      </div>
      <AdminList
        label="Users"
        query={users}
        empty={q || role ? 'No user matches these filters.' : 'No users yet.'}
        getKey={(user) => user.id}
      >
        {(user) => <UserRow user={user} isSelf={user.id === myId} />}
      </AdminList>
    </AdminPage>
  );
}
