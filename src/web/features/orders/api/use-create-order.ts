import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput } from '@/domain/orders/order.schema';
import { api, unwrap } from '@/web/lib/api-client';
import { orderKeys } from '@/web/api/orders';

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.all, 'create'],
    mutationFn: async (input: CreateOrderInput) => (await unwrap(api.orders.$post({ json: input }))).order,
    // The answer is the order as placed, not the order page's view (that one has a timeline): it is not written
    // into the order's cache, so the payment, success and order pages each read their own view (decision 053).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.list() }),
    // The summary page shows the spec's own failure toast.
    meta: { toastError: false },
  });
}
