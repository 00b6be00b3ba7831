import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRateInput } from '@/domain/fx/exchange-rate.schema';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const adminExchangeRateKeys = {
  all: [...rootKeys.admin, 'exchange-rates'] as const,
};

export function getAdminExchangeRatesQueryOptions() {
  return queryOptions({
    queryKey: adminExchangeRateKeys.all,
    queryFn: async () => (await unwrap(api.admin['exchange-rates'].$get())).rates,
  });
}

export function useAdminExchangeRates() {
  return useQuery(getAdminExchangeRatesQueryOptions());
}

export function useEnterExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminExchangeRateKeys.all, 'enter'],
    mutationFn: async (input: ExchangeRateInput) =>
      (await unwrap(api.admin['exchange-rates'].$post({ json: input }))).rate,
    // The history, the audit log and the public rates all change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rootKeys.admin }),
        queryClient.invalidateQueries({ queryKey: rootKeys.exchangeRates }),
      ]),
    // The form puts the server's field errors on their fields.
    meta: { toastError: false },
  });
}
