import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPropertyDetail,
  CreateProperty,
  PropertyState,
  UpdateProperty,
} from '@/domain/property/property-admin';
import { useAdminList } from '@/web/features/admin/api/use-admin-list';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from '@/web/api/root-keys';

export interface AdminPropertiesFilter {
  q?: string;
  state?: PropertyState;
}

export const adminPropertyKeys = {
  all: [...rootKeys.admin, 'properties'] as const,
  list: (filter: AdminPropertiesFilter) => [...adminPropertyKeys.all, 'list', filter] as const,
  detail: (id: string) => [...adminPropertyKeys.all, 'detail', id] as const,
};

/** Every listing, published or not, a page at a time, newest first; a new filter starts from the first page. */
export function useAdminProperties(filter: AdminPropertiesFilter) {
  return useAdminList(adminPropertyKeys.list(filter), (cursor) =>
    unwrap(api.admin.properties.$get({ query: { ...filter, ...(cursor ? { cursor } : {}) } })),
  );
}

export function getAdminPropertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminPropertyKeys.detail(id),
    queryFn: async () => (await unwrap(api.admin.properties[':id'].$get({ param: { id } }))).property,
  });
}

export function useAdminProperty(id: string) {
  return useQuery(getAdminPropertyQueryOptions(id));
}

/**
 * After any change: the answer is the listing as saved, shown at once; the lists, the public pages and the other
 * admin views (dashboard, audit log) are marked stale and refetch when next shown.
 */
function useSaved() {
  const queryClient = useQueryClient();
  return async (property: AdminPropertyDetail) => {
    queryClient.setQueryData(getAdminPropertyQueryOptions(property.id).queryKey, property);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: rootKeys.admin, refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: rootKeys.realEstate, refetchType: 'none' }),
    ]);
  };
}

export function useCreateProperty() {
  const saved = useSaved();
  return useMutation({
    mutationKey: [...adminPropertyKeys.all, 'create'],
    mutationFn: async (input: CreateProperty) =>
      (await unwrap(api.admin.properties.$post({ json: input }))).property,
    onSuccess: saved,
    // The form puts the server's field errors on their fields.
    meta: { toastError: false },
  });
}

export function useUpdateProperty(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationKey: [...adminPropertyKeys.detail(id), 'update'],
    mutationFn: async (input: UpdateProperty) =>
      (await unwrap(api.admin.properties[':id'].$patch({ param: { id }, json: input }))).property,
    onSuccess: saved,
    meta: { toastError: false },
  });
}

/** Publish or unpublish; a refusal (no photo yet) is toasted by the query client. */
export function useSetPublished(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationKey: [...adminPropertyKeys.detail(id), 'published'],
    mutationFn: async (published: boolean) =>
      (await unwrap(api.admin.properties[':id'].published.$put({ param: { id }, json: { published } })))
        .property,
    onSuccess: saved,
  });
}

export function useSetVerified(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationKey: [...adminPropertyKeys.detail(id), 'verified'],
    mutationFn: async (verified: boolean) =>
      (await unwrap(api.admin.properties[':id'].verified.$put({ param: { id }, json: { verified } })))
        .property,
    onSuccess: saved,
  });
}
