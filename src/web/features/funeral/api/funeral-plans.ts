import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFuneralApplicationInput } from '@/domain/funeral/funeral-application.schema';
import { api, unwrap } from '@/web/lib/api-client';

export const funeralKeys = {
  plans: ['funeral-plans'] as const,
  plan: (id: string) => ['funeral-plans', id] as const,
  applications: ['funeral-applications'] as const,
};

export function getFuneralPlansQueryOptions() {
  return queryOptions({
    queryKey: funeralKeys.plans,
    queryFn: async () => (await unwrap(api['funeral-plans'].$get())).plans,
  });
}

export function useFuneralPlans() {
  return useQuery(getFuneralPlansQueryOptions());
}

export function getFuneralPlanQueryOptions(id: string) {
  return queryOptions({
    queryKey: funeralKeys.plan(id),
    queryFn: async () => (await unwrap(api['funeral-plans'][':id'].$get({ param: { id } }))).plan,
    retry: false,
  });
}

/** One plan: from the plans list when it is cached (the usual way here), otherwise from the API. */
export function useFuneralPlan(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getFuneralPlanQueryOptions(id),
    enabled: id !== '',
    initialData: () =>
      queryClient.getQueryData(getFuneralPlansQueryOptions().queryKey)?.find((plan) => plan.id === id),
  });
}

export function useApplyForFuneralPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['funeral-applications', 'create'],
    mutationFn: async (input: CreateFuneralApplicationInput) =>
      (await unwrap(api['funeral-applications'].$post({ json: input }))).application,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: funeralKeys.applications }),
    // The form puts the server's field errors on their fields and says what went wrong itself.
    meta: { toastError: false },
  });
}
