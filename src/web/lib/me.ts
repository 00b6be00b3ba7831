import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from './api-client';

/** The signed-in user and profile, or null when nobody is signed in. */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    queryFn: async () => {
      try {
        return await unwrap(api.me.$get());
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}

export type Me = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof getMeQueryOptions>['queryFn']>>>
>;
