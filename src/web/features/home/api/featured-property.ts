import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';

export function getFeaturedPropertyQueryOptions() {
  return queryOptions({
    queryKey: ['real-estate', 'featured'],
    queryFn: async () => (await unwrap(api.properties.featured.$get())).property,
  });
}

export function useFeaturedProperty() {
  return useQuery(getFeaturedPropertyQueryOptions());
}
