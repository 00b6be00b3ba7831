import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeCard } from '@/domain/orders/member-card';
import type { OrderStatusChange } from '@/domain/orders/order-admin';
import type { OrderStatus } from '@/domain/orders/order-status';
import { useAdminList } from '@/web/features/admin/api/use-admin-list';
import { api, unwrap } from '@/web/lib/api-client';
import { getOrderCardsQueryOptions } from '@/web/api/orders';
import { rootKeys } from '@/web/api/root-keys';

export interface AdminOrdersFilter {
  status?: OrderStatus;
  q?: string;
}

export const adminOrderKeys = {
  all: [...rootKeys.admin, 'orders'] as const,
  list: (filter: AdminOrdersFilter) => [...adminOrderKeys.all, 'list', filter] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
};

/** The console's orders, a page at a time, newest first; a new filter starts from the first page. */
export function useAdminOrders(filter: AdminOrdersFilter) {
  return useAdminList(adminOrderKeys.list(filter), (cursor) =>
    unwrap(api.admin.orders.$get({ query: { ...filter, ...(cursor ? { cursor } : {}) } })),
  );
}

export function getAdminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: async () => (await unwrap(api.admin.orders[':id'].$get({ param: { id } }))).order,
  });
}

/**
 * Moves the order to an allowed next status. The answer is the updated order, shown at once; every admin query
 * (this list, the dashboard's counts, the audit log) is marked stale, so each refetches when next shown.
 */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminOrderKeys.detail(id), 'status'],
    mutationFn: async (change: OrderStatusChange) =>
      (await unwrap(api.admin.orders[':id'].status.$post({ param: { id }, json: change }))).order,
    // The status form shows the server's refusal itself.
    meta: { toastError: false },
    onSuccess: (order) => {
      queryClient.setQueryData(getAdminOrderQueryOptions(id).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: rootKeys.admin, refetchType: 'none' });
    },
  });
}

/** Revokes one member card with a reason (docs/decisions/038); the answer is the order's cards as they now are. */
export function useRevokeCard(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminOrderKeys.detail(orderId), 'revoke-card'],
    mutationFn: async ({ cardId, ...body }: RevokeCard & { cardId: string }) =>
      (
        await unwrap(
          api.admin.orders[':id'].cards[':cardId'].revoke.$post({
            param: { id: orderId, cardId },
            json: body,
          }),
        )
      ).cards,
    // The revoke form shows the server's refusal itself.
    meta: { toastError: false },
    onSuccess: (cards) => {
      queryClient.setQueryData(getOrderCardsQueryOptions(orderId).queryKey, cards);
      return queryClient.invalidateQueries({ queryKey: rootKeys.admin, refetchType: 'none' });
    },
  });
}
