import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from './root-keys';

export const paymentOptionKeys = {
  all: rootKeys.paymentOptions,
};

/** Bank details and whether card checkout is on: server configuration (DECISIONS 18-19). */
export function getPaymentOptionsQueryOptions() {
  return queryOptions({
    queryKey: paymentOptionKeys.all,
    queryFn: () => unwrap(api.payments.options.$get()),
  });
}

/**
 * Whether paying by `method` charges the locked quote in `currency` as it stands (docs/decisions/047): only a card,
 * and only where the provider takes that currency. Until the options load, the answer is the cautious one.
 */
export function chargesQuoteAsItStands(
  options: { cardChargesQuoteIn: readonly string[] } | undefined,
  method: 'card' | 'bank_transfer',
  currency: string | undefined,
): boolean {
  return (
    method === 'card' && currency !== undefined && (options?.cardChargesQuoteIn.includes(currency) ?? false)
  );
}
