import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { propertyFilterToParams, type PropertyUrlFilter } from '@/domain/property/property';
import { api, toApiError, unwrap } from '@/web/lib/api-client';
import { rootKeys } from './root-keys';

/**
 * The signed-in user's saved property searches (decision 043): the listing saves them, the profile lists and
 * deletes them.
 */
export const savedSearchKeys = {
  all: rootKeys.savedSearches,
  list: () => [...savedSearchKeys.all, 'list'] as const,
};

export function getSavedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: async () => (await unwrap(api['saved-searches'].$get())).searches,
  });
}

export function useSavedSearches(enabled = true) {
  return useQuery({ ...getSavedSearchesQueryOptions(), enabled });
}

/** Saves the list's filters as the list's query writes them: the server reads them with the list's schema. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...savedSearchKeys.all, 'save'],
    mutationFn: async (filter: PropertyUrlFilter) => {
      const json = Object.fromEntries(propertyFilterToParams(filter));
      return (await unwrap(api['saved-searches'].$post({ json }))).search;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...savedSearchKeys.all, 'delete'],
    mutationFn: async (id: string) => {
      const response = await api['saved-searches'][':id'].$delete({ param: { id } });
      if (!response.ok) throw await toApiError(response);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
