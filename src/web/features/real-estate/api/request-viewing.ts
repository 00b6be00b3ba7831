import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ViewingRequestInput } from '@/domain/property/viewing';
import { propertyApplicationKeys } from '@/web/api/applications';
import { api, unwrap } from '@/web/lib/api-client';

/** Asks for a viewing from a property application (decision 044); the application and My Orders then show it. */
export function useRequestViewing(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...propertyApplicationKeys.detail(applicationId), 'viewing'],
    mutationFn: async (input: ViewingRequestInput) =>
      (
        await unwrap(
          api['property-applications'][':id'].viewing.$post({ param: { id: applicationId }, json: input }),
        )
      ).viewing,
    // The form puts field errors on its fields.
    meta: { toastError: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyApplicationKeys.all }),
  });
}
