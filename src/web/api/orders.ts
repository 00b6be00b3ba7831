import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from './root-keys';

/**
 * The signed-in user's orders. Shared by the purchase pages and the profile, so placing an order refreshes
 * 'My Orders' through one key.
 */
export const orderKeys = {
  all: rootKeys.orders,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

export function getMyOrdersQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.list(),
    queryFn: async () => (await unwrap(api.orders.$get())).orders,
  });
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async () => (await unwrap(api.orders[':id'].$get({ param: { id } }))).order,
    retry: false,
  });
}
