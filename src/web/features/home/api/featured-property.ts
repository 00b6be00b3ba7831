import { queryOptions, useQuery } from '@tanstack/react-query';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

/** Under the listings' root, so a change to any listing (an admin edit, say) marks it stale too. */
export const featuredPropertyKeys = {
  all: [...rootKeys.realEstate, 'featured'] as const,
};

export function getFeaturedPropertyQueryOptions() {
  return queryOptions({
    queryKey: featuredPropertyKeys.all,
    queryFn: async () => (await unwrap(api.properties.featured.$get())).property,
  });
}

export function useFeaturedProperty() {
  return useQuery(getFeaturedPropertyQueryOptions());
}
