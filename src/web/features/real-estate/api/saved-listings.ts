import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const savedListingKeys = {
  all: rootKeys.savedListings,
  list: () => [...savedListingKeys.all, 'list'] as const,
  ids: () => [...savedListingKeys.all, 'ids'] as const,
};

export function getSavedListingsQueryOptions() {
  return queryOptions({
    queryKey: savedListingKeys.list(),
    queryFn: async () => (await unwrap(api['saved-listings'].$get())).items,
  });
}

/** The ids of the user's saved listings, for the hearts: one small request for every card on the page. */
export function getSavedListingIdsQueryOptions() {
  return queryOptions({
    queryKey: savedListingKeys.ids(),
    queryFn: async () => new Set((await unwrap(api['saved-listings'].ids.$get())).propertyIds),
  });
}

export function useSavedListingIds(enabled: boolean) {
  return useQuery({ ...getSavedListingIdsQueryOptions(), enabled });
}

/** Saves or unsaves; the hearts change at once and every saved-listing query is read again after. */
export function useToggleSavedListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...savedListingKeys.all, 'toggle'],
    mutationFn: async ({ propertyId, save }: { propertyId: string; save: boolean }) => {
      const param = { propertyId };
      return unwrap(
        save
          ? api['saved-listings'][':propertyId'].$put({ param })
          : api['saved-listings'][':propertyId'].$delete({ param }),
      );
    },
    onMutate: ({ propertyId, save }) => {
      queryClient.setQueryData(getSavedListingIdsQueryOptions().queryKey, (ids) => {
        const next = new Set(ids);
        if (save) next.add(propertyId);
        else next.delete(propertyId);
        return next;
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedListingKeys.all }),
  });
}
