import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const ownDeletionRequestKeys = {
  mine: [...rootKeys.deletionRequests, 'mine'] as const,
};

export const getOwnDeletionRequestQueryOptions = () =>
  queryOptions({
    queryKey: ownDeletionRequestKeys.mine,
    queryFn: async () => (await unwrap(api['deletion-requests'].mine.$get())).request,
    // A request made on the delete page a moment ago shows when the profile opens again.
    staleTime: 0,
  });

/** The signed-in user's pending deletion request, or the last one they withdrew, or null. */
export function useOwnDeletionRequest() {
  return useQuery(getOwnDeletionRequestQueryOptions());
}

/** Withdraws it; the answer replaces the cached request, so the profile shows 'Withdrawn' at once. */
export function useWithdrawDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...rootKeys.deletionRequests, 'withdraw'],
    mutationFn: async (id: string) =>
      (await unwrap(api['deletion-requests'][':id'].withdraw.$post({ param: { id } }))).request,
    onSuccess: (request) => queryClient.setQueryData(getOwnDeletionRequestQueryOptions().queryKey, request),
  });
}
