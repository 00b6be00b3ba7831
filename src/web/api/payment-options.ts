import { queryOptions } from '@tanstack/react-query';
import type { PaymentOptionsView } from '@/domain/orders/order-view';
import type { PaymentChannels } from '@/domain/payments/amount-to-pay';
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
 * What the card provider and the bank take, for `amountToPay` (docs/decisions/051); undefined until the options
 * load, when no amount is headlined rather than a guessed one.
 */
export function paymentChannelsOf(
  options: Pick<PaymentOptionsView, 'cardChargesQuoteIn' | 'cardChargeCurrency' | 'bankTransfer'> | undefined,
): PaymentChannels | undefined {
  if (!options) return undefined;
  const { cardChargeCurrency, cardChargesQuoteIn, bankTransfer } = options;
  return {
    card: cardChargeCurrency
      ? { chargeCurrency: cardChargeCurrency, quoteCurrencies: cardChargesQuoteIn }
      : null,
    transferCurrency: bankTransfer.currency,
  };
}
