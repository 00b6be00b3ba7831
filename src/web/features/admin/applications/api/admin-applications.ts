import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminApplicationDetail,
  ApplicationKind,
  ApplicationStatusChange,
} from '@/domain/applications/application-admin';
import type { ApplicationStatus } from '@/domain/applications/application-view';
import type { PremiumAction, RecordTransfer } from '@/domain/funeral/funeral-ledger';
import type { ViewingDecision } from '@/domain/property/viewing';
import { api, unwrap } from '@/web/lib/api-client';
import { useAdminList } from '../../api/use-admin-list';
import { rootKeys } from '@/web/api/root-keys';

export interface ApplicationsFilter {
  kind: ApplicationKind;
  status: ApplicationStatus | '';
  q: string;
}

export const adminApplicationKeys = {
  all: [...rootKeys.admin, 'applications'] as const,
  lists: () => [...adminApplicationKeys.all, 'list'] as const,
  list: (filter: ApplicationsFilter) =>
    [...adminApplicationKeys.lists(), filter.kind, filter.status, filter.q] as const,
  detail: (kind: string, id: string) => [...adminApplicationKeys.all, 'detail', kind, id] as const,
};

/** One kind of application, filtered, a page at a time. */
export function useApplicationsList(filter: ApplicationsFilter) {
  return useAdminList(adminApplicationKeys.list(filter), (cursor) =>
    unwrap(
      api.admin.applications.$get({
        query: {
          kind: filter.kind,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.q ? { q: filter.q } : {}),
          ...(cursor ? { cursor } : {}),
        },
      }),
    ),
  );
}

export function getApplicationQueryOptions(kind: string, id: string) {
  return queryOptions({
    queryKey: adminApplicationKeys.detail(kind, id),
    queryFn: (): Promise<AdminApplicationDetail> =>
      unwrap(api.admin.applications[':kind'][':id'].$get({ param: { kind, id } })),
  });
}

export function useApplication(kind: string, id: string) {
  return useQuery(getApplicationQueryOptions(kind, id));
}

/** Changes the status; the answer is the new detail, and the lists are refetched. */
export function useChangeApplicationStatus(kind: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminApplicationKeys.detail(kind, id), 'status'],
    mutationFn: (change: ApplicationStatusChange): Promise<AdminApplicationDetail> =>
      unwrap(api.admin.applications[':kind'][':id'].status.$post({ param: { kind, id }, json: change })),
    onSuccess: async (detail) => {
      // Lists and the dashboard's counts are out of date now: refetched when next shown.
      await queryClient.invalidateQueries({ queryKey: rootKeys.admin, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: adminApplicationKeys.lists() });
      queryClient.setQueryData(getApplicationQueryOptions(kind, id).queryKey, detail);
    },
    // The status form shows a refusal (an illegal or lost change) itself.
    meta: { toastError: false },
  });
}

/** Confirms a viewing date or proposes another (decision 044); the answer is the application as it now is. */
export function useDecideViewing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminApplicationKeys.detail('property', id), 'viewing'],
    mutationFn: (decision: ViewingDecision): Promise<AdminApplicationDetail> =>
      unwrap(api.admin.applications.property[':id'].viewing.$post({ param: { id }, json: decision })),
    onSuccess: (detail) =>
      queryClient.setQueryData(getApplicationQueryOptions('property', id).queryKey, detail),
    // The viewing form shows a refusal on its field.
    meta: { toastError: false },
  });
}

/** A change to an application's premiums: the answer is the application as it now is, put in its query's place. */
function usePremiumMutation<Input>(
  id: string,
  name: string,
  send: (input: Input) => Promise<AdminApplicationDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminApplicationKeys.detail('funeral', id), 'premiums', name],
    mutationFn: send,
    onSuccess: (detail) =>
      queryClient.setQueryData(getApplicationQueryOptions('funeral', id).queryKey, detail),
    // The forms show a refusal on their field.
    meta: { toastError: false },
  });
}

/** Records a transfer received for the next premium (decision 054). */
export function useRecordPremiumTransfer(id: string) {
  return usePremiumMutation(id, 'transfer', (input: RecordTransfer) =>
    unwrap(api.admin.applications.funeral[':id'].premiums.$post({ param: { id }, json: input })),
  );
}

export type PremiumAdjustment = 'waive' | 'refund';

/** Waives the next premium, or records the latest payment refunded, with the reason (decision 065). */
export function useAdjustPremium(id: string, action: PremiumAdjustment) {
  return usePremiumMutation(id, action, (input: PremiumAction) =>
    unwrap(
      api.admin.applications.funeral[':id'].premiums[':action'].$post({ param: { id, action }, json: input }),
    ),
  );
}
