import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportReplyInput, SupportRequestView, SupportStatus } from '@/domain/support/support-admin';
import { api, unwrap } from '@/web/lib/api-client';
import { useAdminList } from '../../api/use-admin-list';
import { rootKeys } from '@/web/api/root-keys';

export const adminSupportKeys = {
  all: [...rootKeys.admin, 'support'] as const,
  list: (status: SupportStatus | '') => [...adminSupportKeys.all, 'list', status] as const,
  detail: (id: string) => [...adminSupportKeys.all, 'detail', id] as const,
};

/** The inbox, whole or for one status, a page at a time. */
export function useSupportInbox(status: SupportStatus | '') {
  return useAdminList(adminSupportKeys.list(status), (cursor) =>
    unwrap(
      api.admin['support-requests'].$get({
        query: { ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
      }),
    ),
  );
}

export function getSupportRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminSupportKeys.detail(id),
    queryFn: (): Promise<SupportRequestView> =>
      unwrap(api.admin['support-requests'][':id'].$get({ param: { id } })),
  });
}

export function useSupportRequest(id: string) {
  return useQuery(getSupportRequestQueryOptions(id));
}

/**
 * After a change the answer is the new request; the lists and the dashboard's counts are out of date and are
 * refetched when next shown.
 */
function useSettleSupportChange(id: string) {
  const queryClient = useQueryClient();
  return async (request: SupportRequestView) => {
    await queryClient.invalidateQueries({ queryKey: rootKeys.admin, refetchType: 'none' });
    queryClient.setQueryData(getSupportRequestQueryOptions(id).queryKey, request);
  };
}

export function useReplyToSupportRequest(id: string) {
  const settle = useSettleSupportChange(id);
  return useMutation({
    mutationKey: [...adminSupportKeys.detail(id), 'reply'],
    mutationFn: (input: SupportReplyInput): Promise<SupportRequestView> =>
      unwrap(api.admin['support-requests'][':id'].replies.$post({ param: { id }, json: input })),
    onSuccess: settle,
    // The reply form shows the server's message on its field or above it.
    meta: { toastError: false },
  });
}

export function useChangeSupportStatus(id: string) {
  const settle = useSettleSupportChange(id);
  return useMutation({
    mutationKey: [...adminSupportKeys.detail(id), 'status'],
    mutationFn: (status: SupportStatus): Promise<SupportRequestView> =>
      unwrap(api.admin['support-requests'][':id'].status.$post({ param: { id }, json: { status } })),
    onSuccess: settle,
  });
}
