import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

const enrolmentsKey = (id: string) => [...rootKeys.partners, 'organisations', id, 'enrolments'] as const;
const enrolments = () => api.partner.organisations[':id'].enrolments;

/** The provider's enrolments, pending first (the server's order). */
export function useEnrolments(id: string) {
  return useQuery(
    queryOptions({
      queryKey: enrolmentsKey(id),
      queryFn: async () => (await unwrap(enrolments().$get({ param: { id }, query: {} }))).enrolments,
      retry: false,
    }),
  );
}

/** Where the pending enrolments download as CSV: a plain link, so the browser saves the file. */
export const enrolmentsDownloadUrl = (id: string) =>
  `/api/partner/organisations/${encodeURIComponent(id)}/enrolments/download`;

function useEnrolmentMutation<Input, Output>(
  id: string,
  name: string,
  send: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...enrolmentsKey(id), name],
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrolmentsKey(id) }),
    // Each form shows the server's field errors beside its own fields.
    meta: { toastError: false },
  });
}

export function useConfirmEnrolment(id: string) {
  return useEnrolmentMutation(id, 'confirm', async (input: { enrolmentId: string; memberId: string }) =>
    unwrap(
      enrolments()[':enrolmentId'].confirm.$post({
        param: { id, enrolmentId: input.enrolmentId },
        json: { memberId: input.memberId },
      }),
    ),
  );
}

export function useRefuseEnrolment(id: string) {
  return useEnrolmentMutation(id, 'refuse', async (input: { enrolmentId: string; reason: string }) =>
    unwrap(
      enrolments()[':enrolmentId'].refuse.$post({
        param: { id, enrolmentId: input.enrolmentId },
        json: { reason: input.reason },
      }),
    ),
  );
}

export function useUploadEnrolments(id: string) {
  return useEnrolmentMutation(id, 'upload', async (content: string) =>
    unwrap(enrolments().upload.$post({ param: { id }, json: { content } })),
  );
}
