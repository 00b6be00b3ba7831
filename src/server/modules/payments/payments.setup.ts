import type { PaymentOptionsView } from '../../../domain/orders/order-view';
import type { CardPaymentProvider } from './card-provider';
import type { PaymentsConfig } from './payments.config';
import { PaystackCardProvider } from './paystack-provider';
import { TestCardProvider } from './test-card-provider';

/** The payment set-up the routes share: the card provider (if any) and what the purchase pages offer. */
export interface Payments {
  provider: CardPaymentProvider | null;
  /** Set when the built-in test checkout is the provider, so its pages can be served. */
  testProvider: TestCardProvider | null;
  /** Set when Paystack is the provider, so its return and webhook routes answer. */
  paystack: PaystackCardProvider | null;
  options: PaymentOptionsView;
}

/** `appUrl` is where a hosted checkout sends the browser back to (absolute, unlike our own pages' links). */
export function createPayments(config: PaymentsConfig, appUrl: string): Payments {
  const testProvider = config.cardPayments === 'test' ? new TestCardProvider(config.webhookSecret) : null;
  const paystack =
    config.cardPayments === 'paystack' && config.paystack
      ? new PaystackCardProvider({ ...config.paystack, appUrl })
      : null;
  const provider = testProvider ?? paystack;
  return {
    provider,
    testProvider,
    paystack,
    options: {
      cardPayments: provider !== null,
      cardChargesQuoteIn: [...(provider?.quoteCurrencies ?? [])],
      cardChargeCurrency: provider?.chargeCurrency ?? null,
      bankTransfer: { ...config.bankTransfer },
    },
  };
}
