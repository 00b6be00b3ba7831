import { queryOptions, useQuery } from '@tanstack/react-query';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const adminPremiumKeys = {
  all: [...rootKeys.admin, 'funeral-premiums'] as const,
};

/** Premiums due and overdue, arrears and lapses coming, as the server reads every cover today (decision 065). */
export function getAdminPremiumsQueryOptions() {
  return queryOptions({
    queryKey: adminPremiumKeys.all,
    queryFn: async () => unwrap(api.admin['funeral-premiums'].$get()),
  });
}

export function useAdminPremiums() {
  return useQuery(getAdminPremiumsQueryOptions());
}
