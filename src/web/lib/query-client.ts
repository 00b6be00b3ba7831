import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from './api-client';

/**
 * One query client for the app. Errors of mutations are toasted here, once; a mutation that shows its own
 * error (on form fields, say) opts out with `meta: { toastError: false }`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.toastError === false) return;
      toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    },
  }),
});

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { toastError?: boolean };
  }
}
