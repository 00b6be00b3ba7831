import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitePartnerUser } from '@/domain/partners/partner';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap, unwrapEmpty } from '@/web/lib/api-client';

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

/** A manager takes a person out of the organisation, or withdraws an open invitation (the server says who may). */
export function useChangePartnerPeople(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: partnerKeys.organisation(id) });
  const param = { id };
  return {
    remove: useMutation({
      mutationFn: async (memberId: string) =>
        unwrapEmpty(
          api.partner.organisations[':id'].members[':memberId'].$delete({ param: { ...param, memberId } }),
        ),
      onSuccess: refresh,
    }),
    withdraw: useMutation({
      mutationFn: async (invitationId: string) =>
        unwrapEmpty(
          api.partner.organisations[':id'].invitations[':invitationId'].$delete({
            param: { ...param, invitationId },
          }),
        ),
      onSuccess: refresh,
    }),
  };
}
