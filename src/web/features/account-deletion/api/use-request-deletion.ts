import { useMutation } from '@tanstack/react-query';
import type { DeletionRequestInput } from '@/domain/accounts/deletion.schema';
import { api, unwrap } from '@/web/lib/api-client';

export const requestDeletionMutationKey = ['deletion-requests', 'create'] as const;

/** Records a deletion request, signed in or not; the answer carries the email it was filed under. */
export function useRequestDeletion() {
  return useMutation({
    mutationKey: requestDeletionMutationKey,
    mutationFn: (input: DeletionRequestInput) => unwrap(api['deletion-requests'].$post({ json: input })),
    // The page shows the spec's 'Something went wrong' toast itself.
    meta: { toastError: false },
  });
}
