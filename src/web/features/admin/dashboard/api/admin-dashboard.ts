import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from '@/web/api/root-keys';

export const adminDashboardKeys = {
  all: [...rootKeys.admin, 'dashboard'] as const,
};

/** The counts and latest activity; any admin change marks it stale (mutations invalidate rootKeys.admin). */
export function getAdminDashboardQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.all,
    queryFn: () => unwrap(api.admin.dashboard.$get()),
    // The landing page: an admin coming back to it expects today's numbers, not five-minute-old ones.
    staleTime: 30_000,
  });
}

export function useAdminDashboard() {
  return useQuery(getAdminDashboardQueryOptions());
}
