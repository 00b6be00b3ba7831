import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInWithEmail } from '@/web/lib/auth-requests';
import { refreshMe } from '@/web/lib/me';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    meta: { toastError: false },
    onSuccess: () => refreshMe(queryClient),
  });
}
