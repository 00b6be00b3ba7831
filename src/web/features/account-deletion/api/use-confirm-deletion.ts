import { useMutation } from '@tanstack/react-query';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

/** Confirms a signed-out deletion request with the token of the link mailed to its address. */
export function useConfirmDeletion() {
  return useMutation({
    mutationKey: [...rootKeys.deletionRequests, 'confirm'],
    mutationFn: (token: string) => unwrap(api['deletion-requests'].confirm.$post({ json: { token } })),
    // The page says what went wrong in place of the button.
    meta: { toastError: false },
  });
}
