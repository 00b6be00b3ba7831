import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFuneralApplicationInput } from '@/domain/funeral/funeral-application.schema';
import { funeralApplicationKeys } from '@/web/api/applications';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const funeralPlanKeys = {
  all: rootKeys.funeralPlans,
  detail: (id: string) => [...funeralPlanKeys.all, id] as const,
};

export function getFuneralPlansQueryOptions() {
  return queryOptions({
    queryKey: funeralPlanKeys.all,
    queryFn: async () => (await unwrap(api['funeral-plans'].$get())).plans,
  });
}

export function useFuneralPlans() {
  return useQuery(getFuneralPlansQueryOptions());
}

export function getFuneralPlanQueryOptions(id: string) {
  return queryOptions({
    queryKey: funeralPlanKeys.detail(id),
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
    mutationKey: [...funeralApplicationKeys.all, 'create'],
    mutationFn: async (input: CreateFuneralApplicationInput) =>
      (await unwrap(api['funeral-applications'].$post({ json: input }))).application,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: funeralApplicationKeys.all }),
    // The form puts the server's field errors on their fields and says what went wrong itself.
    meta: { toastError: false },
  });
}
