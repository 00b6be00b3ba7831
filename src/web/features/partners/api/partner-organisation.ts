import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitePartnerUser } from '@/domain/partners/partner';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const partnerKeys = {
  me: [...rootKeys.partners, 'me'] as const,
  organisation: (id: string) => [...rootKeys.partners, 'organisations', id] as const,
};

/** Whose portal this is: the partner's organisation id, null for an admin. */
export function getPartnerMeQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.me,
    queryFn: async () => (await unwrap(api.partner.me.$get())).organisationId,
    retry: false,
  });
}

export function getPartnerOrganisationQueryOptions(id: string) {
  return queryOptions({
    queryKey: partnerKeys.organisation(id),
    queryFn: async () =>
      (await unwrap(api.partner.organisations[':id'].$get({ param: { id } }))).organisation,
    retry: false,
  });
}

export function usePartnerOrganisation(id: string) {
  return useQuery(getPartnerOrganisationQueryOptions(id));
}

export function useInvitePartnerUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...partnerKeys.organisation(id), 'invite'],
    mutationFn: async (input: InvitePartnerUser) =>
      (await unwrap(api.partner.organisations[':id'].invitations.$post({ param: { id }, json: input })))
        .invitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.organisation(id) }),
    // The form puts the server's field errors on their fields.
    meta: { toastError: false },
  });
}
