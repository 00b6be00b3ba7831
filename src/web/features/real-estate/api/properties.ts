import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyApplicationInput } from '@/domain/property/property-application.schema';
import {
  propertyFilterToParams,
  type PropertyPageView,
  type PropertyUrlFilter,
} from '@/domain/property/property';
import { api, unwrap } from '@/web/lib/api-client';

export const realEstateKeys = {
  all: ['real-estate'] as const,
  providers: () => [...realEstateKeys.all, 'providers'] as const,
  /** The filter as its URL query, so equal filters share one cache entry. */
  list: (filter: PropertyUrlFilter) =>
    [...realEstateKeys.all, 'list', propertyFilterToParams(filter).toString()] as const,
  detail: (id: string) => [...realEstateKeys.all, 'property', id] as const,
  applications: () => ['property-applications'] as const,
};

export function getProvidersQueryOptions() {
  return queryOptions({
    queryKey: realEstateKeys.providers(),
    queryFn: async () => (await unwrap(api['realty-providers'].$get())).providers,
  });
}

/** The list, a page at a time through the server's keyset cursor. */
export function getPropertyListQueryOptions(filter: PropertyUrlFilter) {
  const query = Object.fromEntries(propertyFilterToParams(filter));
  return infiniteQueryOptions({
    queryKey: realEstateKeys.list(filter),
    initialPageParam: '',
    queryFn: async ({ pageParam }): Promise<PropertyPageView> =>
      unwrap(api.properties.$get({ query: pageParam ? { ...query, cursor: pageParam } : query })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function getPropertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: realEstateKeys.detail(id),
    queryFn: async () => (await unwrap(api.properties[':id'].$get({ param: { id } }))).property,
  });
}

export function useApplyForProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['property-applications', 'create'],
    mutationFn: async (input: PropertyApplicationInput) =>
      (await unwrap(api['property-applications'].$post({ json: input }))).application,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: realEstateKeys.applications() }),
    // The form shows the server's message (a duplicate, a field) where it belongs.
    meta: { toastError: false },
  });
}
