import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';

/** Confirms a signed-out deletion request with the token of the link mailed to its address. */
export function useConfirmDeletion() {
  return useMutation({
    mutationKey: ['deletion-requests', 'confirm'],
    mutationFn: (token: string) => unwrap(api['deletion-requests'].confirm.$post({ json: { token } })),
    // The page says what went wrong in place of the button.
    meta: { toastError: false },
  });
}
