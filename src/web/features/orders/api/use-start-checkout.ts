import { useMutation } from '@tanstack/react-query';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

/** Opens a checkout with the card payment provider; the answer is the page to send the browser to. */
export function useStartCheckout() {
  return useMutation({
    mutationKey: [...rootKeys.payments, 'checkout'],
    mutationFn: (orderId: string) => unwrap(api.payments.checkout.$post({ json: { orderId } })),
    meta: { toastError: false },
  });
}
