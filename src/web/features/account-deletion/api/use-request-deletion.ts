import { useMutation } from '@tanstack/react-query';
import type { DeletionRequestInput } from '@/domain/accounts/deletion.schema';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

/** Records a deletion request, signed in or not; the answer carries the email it was filed under. */
export function useRequestDeletion() {
  return useMutation({
    mutationKey: [...rootKeys.deletionRequests, 'create'],
    mutationFn: (input: DeletionRequestInput) => unwrap(api['deletion-requests'].$post({ json: input })),
    // The page shows the spec's 'Something went wrong' toast itself.
    meta: { toastError: false },
  });
}
