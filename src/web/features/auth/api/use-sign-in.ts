import { useMutation } from '@tanstack/react-query';
import { signInWithEmail } from '@/web/lib/auth-requests';

/** The password step; the page asks the server who is signed in once the whole sign-in (code included) is done. */
export function useSignIn() {
  return useMutation({ mutationFn: signInWithEmail, meta: { toastError: false } });
}
