import { useMutation } from '@tanstack/react-query';
import type { SupportRequestInput } from '@/domain/support/support-request.schema';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export function useSubmitSupportRequest() {
  return useMutation({
    mutationKey: [...rootKeys.supportRequests, 'create'],
    mutationFn: (input: SupportRequestInput) => unwrap(api['support-requests'].$post({ json: input })),
    // The form shows the spec's 'Error' toast and field messages itself.
    meta: { toastError: false },
  });
}
