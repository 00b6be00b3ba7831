import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountRole, UserRole } from '@/domain/accounts/user-admin';
import { useAdminList } from '@/web/features/admin/api/use-admin-list';
import { api, unwrap } from '@/web/lib/api-client';
import { getMeQueryOptions } from '@/web/api/me';
import { rootKeys } from '@/web/api/root-keys';

export interface AdminUsersFilter {
  q?: string;
  role?: AccountRole;
}

export const adminUserKeys = {
  all: [...rootKeys.admin, 'users'] as const,
  list: (filter: AdminUsersFilter) => [...adminUserKeys.all, 'list', filter] as const,
};

/** The console's users, a page at a time, newest first; a new filter starts from the first page. */
export function useAdminUsers(filter: AdminUsersFilter) {
  return useAdminList(adminUserKeys.list(filter), (cursor) =>
    unwrap(api.admin.users.$get({ query: { ...filter, ...(cursor ? { cursor } : {}) } })),
  );
}

/**
 * Gives a user the admin role or takes it away. The refusal (the last admin) is shown in the confirmation
 * dialog, not toasted. On success every admin query is marked stale: the list, the dashboard, the audit log;
 * except after an admin removed their own role, when asking again would only be refused (the dialog then
 * leaves the console).
 */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminUserKeys.all, 'role'],
    mutationFn: async ({ id, role }: { id: string; role: UserRole }) =>
      (await unwrap(api.admin.users[':id'].role.$patch({ param: { id }, json: { role } }))).user,
    meta: { toastError: false },
    onSuccess: async (user) => {
      const me = queryClient.getQueryData(getMeQueryOptions().queryKey);
      if (me?.user.id === user.id && user.role !== 'admin') return;
      await queryClient.invalidateQueries({ queryKey: rootKeys.admin });
    },
  });
}
