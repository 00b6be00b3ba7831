import { toast } from '@/web/components/ui/toaster';

/** The spec's destructive toast for sign-up and sign-in failures, carrying the server's own message. */
export function toastAuthError(message: string) {
  toast.error('Authentication Error', { description: message });
}
