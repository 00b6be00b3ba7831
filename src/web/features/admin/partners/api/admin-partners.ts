import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePartner } from '@/domain/partners/partner';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const adminPartnerKeys = {
  all: [...rootKeys.admin, 'partners'] as const,
  catalogue: [...rootKeys.admin, 'partners', 'catalogue'] as const,
};

export function usePartnerOrganisations() {
  return useQuery(
    queryOptions({
      queryKey: adminPartnerKeys.all,
      queryFn: async () => (await unwrap(api.admin.partners.$get())).organisations,
    }),
  );
}

export function usePartnerCatalogue() {
  return useQuery(
    queryOptions({
      queryKey: adminPartnerKeys.catalogue,
      queryFn: async () => (await unwrap(api.admin['partner-catalogue'].$get())).entries,
    }),
  );
}

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminPartnerKeys.all, 'create'],
    mutationFn: async (input: CreatePartner) =>
      (await unwrap(api.admin.partners.$post({ json: input }))).organisation,
    // The list, the catalogue's "made" marks and the audit log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rootKeys.admin }),
    meta: { toastError: false },
  });
}
