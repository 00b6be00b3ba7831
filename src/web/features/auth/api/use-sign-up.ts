import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '@/domain/accounts/signup.schema';
import { api, unwrap } from '@/web/lib/api-client';
import { refreshMe } from '@/web/api/me';

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => unwrap(api.accounts.$post({ json: input })),
    // The form shows server errors inline and as the 'Authentication Error' toast itself.
    meta: { toastError: false },
    onSuccess: () => refreshMe(queryClient),
  });
}
