import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@/domain/accounts/profile.schema';
import { api, unwrap } from '@/web/lib/api-client';
import { getMeQueryOptions, meKeys } from '@/web/api/me';

/** Saves phone, country and currency; the answer is the new `me`, so the cache is replaced, not refetched. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...meKeys.all, 'profile', 'update'],
    mutationFn: (input: ProfileUpdateInput) => unwrap(api.me.profile.$patch({ json: input })),
    // The form puts field errors on their fields and toasts the rest itself.
    meta: { toastError: false },
    onSuccess: (me) => queryClient.setQueryData(getMeQueryOptions().queryKey, me),
  });
}
