import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

/** The signed-in user and profile, or null when nobody is signed in. */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    // /session answers a visitor with null instead of a 401, which browsers would log as an error on every page.
    queryFn: async () => (await unwrap(api.session.$get())).me,
  });
}

/**
 * Asks the server again who is signed in, even if a fresh answer is cached: after signing in or out the
 * cached "nobody" must not send the next page's guard back to sign-in.
 */
export function refreshMe(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}

export type Me = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof getMeQueryOptions>['queryFn']>>>
>;
