import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnderwriterClaimDetail, UnderwriterClaimStepInput } from '@/domain/funeral/underwriter-claims';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const underwriterClaimKeys = {
  all: (id: string) => [...rootKeys.partners, 'organisations', id, 'claims'] as const,
  detail: (id: string, claimId: string) => [...underwriterClaimKeys.all(id), claimId] as const,
};

const claimsRoute = api.partner.organisations[':id'].claims;

export function useUnderwriterClaims(id: string) {
  return useQuery({
    queryKey: underwriterClaimKeys.all(id),
    queryFn: async () => (await unwrap(claimsRoute.$get({ param: { id } }))).claims,
    retry: false,
  });
}

function claimQueryOptions(id: string, claimId: string) {
  return queryOptions({
    queryKey: underwriterClaimKeys.detail(id, claimId),
    queryFn: (): Promise<UnderwriterClaimDetail> =>
      unwrap(claimsRoute[':claimId'].$get({ param: { id, claimId } })),
    retry: false,
  });
}

export function useUnderwriterClaim(id: string, claimId: string) {
  return useQuery(claimQueryOptions(id, claimId));
}

/** One step on the claim; the answer is the claim as it now stands, and the list is fetched again. */
export function useSettleClaim(id: string, claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...underwriterClaimKeys.detail(id, claimId), 'status'],
    mutationFn: (step: UnderwriterClaimStepInput): Promise<UnderwriterClaimDetail> =>
      unwrap(claimsRoute[':claimId'].status.$post({ param: { id, claimId }, json: step })),
    onSuccess: async (detail) => {
      queryClient.setQueryData(claimQueryOptions(id, claimId).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: underwriterClaimKeys.all(id), exact: true });
    },
    // The form puts the server's field errors on their fields.
    meta: { toastError: false },
  });
}
