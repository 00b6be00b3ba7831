import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletionRequestView, DeletionStatus } from '@/domain/accounts/deletion-admin';
import { api, unwrap } from '@/web/lib/api-client';
import { useAdminList } from '../../api/use-admin-list';
import { rootKeys } from '@/web/api/root-keys';

export const adminDeletionKeys = {
  all: [...rootKeys.admin, 'deletions'] as const,
  list: (status: DeletionStatus) => [...adminDeletionKeys.all, 'list', status] as const,
};

/** Pending (oldest first) or processed (newest first) requests, a page at a time. */
export function useDeletionRequests(status: DeletionStatus) {
  return useAdminList(adminDeletionKeys.list(status), (cursor) =>
    unwrap(api.admin['deletion-requests'].$get({ query: { status, ...(cursor ? { cursor } : {}) } })),
  );
}

/** Deletes the account and its personal data; the processed request comes back. */
export function useProcessDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminDeletionKeys.all, 'process'],
    mutationFn: (id: string): Promise<DeletionRequestView> =>
      unwrap(api.admin['deletion-requests'][':id'].process.$post({ param: { id } })),
    // Both lists, the dashboard's counts and every page that showed this customer are out of date: the one on
    // screen (the pending list) is refetched now, so the row leaves it; the others when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rootKeys.admin }),
  });
}
