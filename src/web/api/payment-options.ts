import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from './root-keys';

export const paymentOptionKeys = {
  all: rootKeys.paymentOptions,
};

/** Bank details and whether card checkout is on: server configuration (DECISIONS 18-19). */
export function getPaymentOptionsQueryOptions() {
  return queryOptions({
    queryKey: paymentOptionKeys.all,
    queryFn: () => unwrap(api.payments.options.$get()),
  });
}
