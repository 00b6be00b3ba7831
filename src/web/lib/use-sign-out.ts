import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/web/config/paths';
import { signOut } from './auth-requests';
import { setSignedOut } from '@/web/api/me';

/** Signs out, forgets every cached answer of the old session and goes to sign-in (or `target`). */
export function useSignOut(target: string = paths.signIn) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.clear();
      setSignedOut(queryClient);
      await navigate(target, { replace: true });
    },
  });
}
