import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatementUpload } from '@/domain/reconciliation/reconciliation-admin';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const adminReconciliationKeys = {
  all: [...rootKeys.admin, 'reconciliation'] as const,
  lists: () => [...adminReconciliationKeys.all, 'lists'] as const,
};

/** The open bank credits, matched by the server: exact, near and unmatched (docs/decisions/078-statement-reconciliation.md). */
export function getReconciliationQueryOptions() {
  return queryOptions({
    queryKey: adminReconciliationKeys.lists(),
    queryFn: () => unwrap(api.admin.reconciliation.$get()),
  });
}

export function useReconciliation() {
  return useQuery(getReconciliationQueryOptions());
}

/** After any decision: the lists, and every console page a payment shows on (orders, applications, dashboard). */
function useRefreshConsole() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rootKeys.admin });
}

export function useUploadStatement() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationKey: [...adminReconciliationKeys.all, 'upload'],
    mutationFn: (json: StatementUpload) => unwrap(api.admin.reconciliation.statements.$post({ json })),
    onSuccess: refresh,
    // The form puts the server's refusal on its field.
    meta: { toastError: false },
  });
}

export function useConfirmExact() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationKey: [...adminReconciliationKeys.all, 'confirm'],
    mutationFn: (creditIds: string[]) =>
      unwrap(api.admin.reconciliation.confirm.$post({ json: { creditIds } })),
    onSuccess: refresh,
  });
}

export function useAssignCredit(id: string) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationKey: [...adminReconciliationKeys.all, 'assign', id],
    mutationFn: async (reference: string) =>
      (
        await unwrap(
          api.admin.reconciliation.credits[':id'].assign.$post({ param: { id }, json: { reference } }),
        )
      ).decision,
    onSuccess: refresh,
    meta: { toastError: false },
  });
}

export function useDismissCredit(id: string) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationKey: [...adminReconciliationKeys.all, 'dismiss', id],
    mutationFn: async (reason: string) =>
      (
        await unwrap(
          api.admin.reconciliation.credits[':id'].dismiss.$post({ param: { id }, json: { reason } }),
        )
      ).decision,
    onSuccess: refresh,
    meta: { toastError: false },
  });
}
