import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisplayCurrency } from '@/domain/fx/currencies';
import { funeralApplicationKeys } from '@/web/api/applications';
import { api, unwrap } from '@/web/lib/api-client';

/** Whether premiums can be paid by card, and the card saved for them (docs/decisions/066). */
export function getPremiumCardQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...funeralApplicationKeys.detail(id), 'premium-card'] as const,
    queryFn: () => unwrap(api['funeral-applications'][':id']['premium-card'].$get({ param: { id } })),
    retry: false,
  });
}

/** Opens Paystack's checkout for the next premium; the answer is the page to send the browser to. */
export function useStartPremiumCard(id: string) {
  return useMutation({
    mutationKey: [...funeralApplicationKeys.detail(id), 'premium-card', 'checkout'],
    mutationFn: (currency: DisplayCurrency) =>
      unwrap(
        api['funeral-applications'][':id']['premium-card'].checkout.$post({
          param: { id },
          json: { currency },
        }),
      ),
    meta: { toastError: false },
  });
}

/** Stops card payments of premiums: the saved card is forgotten (docs/decisions/066 part C). */
export function useStopPremiumCard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api['funeral-applications'][':id']['premium-card'].$delete({ param: { id } })),
    onSuccess: (view) => queryClient.setQueryData(getPremiumCardQueryOptions(id).queryKey, view),
  });
}
