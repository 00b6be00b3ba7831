import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from './root-keys';

export const meKeys = {
  all: rootKeys.me,
};

/** The signed-in user and profile, or null when nobody is signed in. */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meKeys.all,
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

/** Remembers that nobody is signed in any more, without asking the server. */
export function setSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(getMeQueryOptions().queryKey, null);
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}

export type Me = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof getMeQueryOptions>['queryFn']>>>
>;
