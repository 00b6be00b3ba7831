import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFuneralPlan, UpdateFuneralPlan } from '@/domain/funeral/funeral-plan-admin';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from '@/web/api/root-keys';

export const adminFuneralKeys = {
  all: [...rootKeys.admin, 'funeral-plans'] as const,
};

export function getAdminFuneralPlansQueryOptions() {
  return queryOptions({
    queryKey: adminFuneralKeys.all,
    queryFn: async () => (await unwrap(api.admin['funeral-plans'].$get())).plans,
  });
}

export function useAdminFuneralPlans() {
  return useQuery(getAdminFuneralPlansQueryOptions());
}

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminFuneralKeys.all }),
      // The customers' plans: an edit here changes what they show.
      queryClient.invalidateQueries({ queryKey: rootKeys.funeralPlans }),
    ]);
}

export function useCreateFuneralPlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationKey: [...adminFuneralKeys.all, 'create'],
    mutationFn: async (input: CreateFuneralPlan) =>
      (await unwrap(api.admin['funeral-plans'].$post({ json: input }))).plan,
    onSuccess: refresh,
    // The form puts the server's field errors on their fields.
    meta: { toastError: false },
  });
}

export function useUpdateFuneralPlan(id: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationKey: [...adminFuneralKeys.all, id, 'update'],
    mutationFn: async (input: UpdateFuneralPlan) =>
      (await unwrap(api.admin['funeral-plans'][':id'].$patch({ param: { id }, json: input }))).plan,
    onSuccess: refresh,
    meta: { toastError: false },
  });
}
