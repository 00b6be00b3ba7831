import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundPaidOut } from '@/domain/payments/refund-share';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const adminRefundKeys = {
  all: [...rootKeys.admin, 'refunds'] as const,
  due: () => [...adminRefundKeys.all, 'due'] as const,
};

/** The transfer refunds still to send back, oldest first (docs/decisions/052). */
export function getAdminRefundsDueQueryOptions() {
  return queryOptions({
    queryKey: adminRefundKeys.due(),
    queryFn: async () => (await unwrap(api.admin.refunds.$get())).refunds,
  });
}

export function useAdminRefundsDue() {
  return useQuery(getAdminRefundsDueQueryOptions());
}

/** Records a refund sent back with the bank's reference; the refund leaves the queue. */
export function useRecordRefundPaidOut(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminRefundKeys.all, 'paid-out', id],
    mutationFn: async (input: RefundPaidOut) =>
      (await unwrap(api.admin.refunds[':id']['paid-out'].$post({ param: { id }, json: input }))).refund,
    onSuccess: (paid) => {
      // The row leaves the list at once; the refetch (with the dashboard, the order and the audit log) follows.
      queryClient.setQueryData(getAdminRefundsDueQueryOptions().queryKey, (refunds) =>
        refunds?.filter((refund) => refund.id !== paid.id),
      );
      return queryClient.invalidateQueries({ queryKey: rootKeys.admin });
    },
    // The form puts the server's refusal on its field or in its summary.
    meta: { toastError: false },
  });
}
