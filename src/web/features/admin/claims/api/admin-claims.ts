import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminClaimDetail, ClaimStatusChange } from '@/domain/funeral/funeral-claim-admin';
import type { ClaimStatus } from '@/domain/funeral/funeral-claim-rules';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';
import { useAdminList } from '../../api/use-admin-list';

export const adminClaimKeys = {
  all: [...rootKeys.admin, 'funeral-claims'] as const,
  lists: () => [...adminClaimKeys.all, 'list'] as const,
  list: (status: ClaimStatus | '') => [...adminClaimKeys.lists(), status] as const,
  detail: (id: string) => [...adminClaimKeys.all, 'detail', id] as const,
};

/** The claims queue, by status, a page at a time. */
export function useClaimsList(status: ClaimStatus | '') {
  return useAdminList(adminClaimKeys.list(status), (cursor) =>
    unwrap(
      api.admin['funeral-claims'].$get({
        query: { ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
      }),
    ),
  );
}

export function getAdminClaimQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminClaimKeys.detail(id),
    queryFn: (): Promise<AdminClaimDetail> =>
      unwrap(api.admin['funeral-claims'][':id'].$get({ param: { id } })),
  });
}

export function useClaim(id: string) {
  return useQuery(getAdminClaimQueryOptions(id));
}

/** Moves the claim one step; the answer is the new detail, and the lists are refetched. */
export function useChangeClaimStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminClaimKeys.detail(id), 'status'],
    mutationFn: (change: ClaimStatusChange): Promise<AdminClaimDetail> =>
      unwrap(api.admin['funeral-claims'][':id'].status.$post({ param: { id }, json: change })),
    onSuccess: async (detail) => {
      await queryClient.invalidateQueries({ queryKey: rootKeys.admin, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: adminClaimKeys.lists() });
      queryClient.setQueryData(getAdminClaimQueryOptions(id).queryKey, detail);
    },
    meta: { toastError: false },
  });
}
