import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AcceptPartnerInvitation } from '@/domain/partners/partner-invitation';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

const invitationKey = (token: string) => [...rootKeys.partners, 'invitations', token] as const;

export function usePartnerInvitation(token: string) {
  return useQuery(
    queryOptions({
      queryKey: invitationKey(token),
      queryFn: async () =>
        (await unwrap(api['partner-invitations'][':token'].$get({ param: { token } }))).invitation,
      retry: false,
    }),
  );
}

export function useAcceptPartnerInvitation(token: string) {
  return useMutation({
    mutationKey: [...invitationKey(token), 'accept'],
    mutationFn: async (input: AcceptPartnerInvitation) =>
      unwrap(api['partner-invitations'][':token'].accept.$post({ param: { token }, json: input })),
    meta: { toastError: false },
  });
}
