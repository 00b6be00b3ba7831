import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProvider, UpdateProvider } from '@/domain/property/provider-admin';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from '@/web/api/root-keys';

export const adminProviderKeys = {
  all: [...rootKeys.admin, 'realty-providers'] as const,
};

/** Every provider, active or not: for the providers page and the listing form's provider choice. */
export function getAdminProvidersQueryOptions() {
  return queryOptions({
    queryKey: adminProviderKeys.all,
    queryFn: async () => (await unwrap(api.admin['realty-providers'].$get())).providers,
  });
}

export function useAdminProviders() {
  return useQuery(getAdminProvidersQueryOptions());
}

function useRefreshProviders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProviderKeys.all }),
      // Listings (the console's and the public pages') show their provider's name; the audit log has a new entry.
      queryClient.invalidateQueries({ queryKey: rootKeys.admin, refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: rootKeys.realEstate, refetchType: 'none' }),
    ]);
}

export function useCreateProvider() {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationKey: [...adminProviderKeys.all, 'create'],
    mutationFn: async (input: CreateProvider) =>
      (await unwrap(api.admin['realty-providers'].$post({ json: input }))).provider,
    onSuccess: refresh,
    // The form puts the server's field errors on their fields.
    meta: { toastError: false },
  });
}

export function useUpdateProvider(id: string) {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationKey: [...adminProviderKeys.all, id, 'update'],
    mutationFn: async (input: UpdateProvider) =>
      (await unwrap(api.admin['realty-providers'][':id'].$patch({ param: { id }, json: input }))).provider,
    onSuccess: refresh,
    meta: { toastError: false },
  });
}
