import type { PaymentOptionsView } from '../../../domain/orders/order-view';
import type { CardPaymentProvider } from './card-provider';
import type { PaymentsConfig } from './payments.config';
import { TestCardProvider } from './test-card-provider';

/** The payment set-up the routes share: the card provider (if any) and what the purchase pages offer. */
export interface Payments {
  provider: CardPaymentProvider | null;
  /** Set when the built-in test checkout is the provider, so its pages can be served. */
  testProvider: TestCardProvider | null;
  options: PaymentOptionsView;
}

export function createPayments(config: PaymentsConfig): Payments {
  const testProvider = config.cardPayments === 'test' ? new TestCardProvider(config.webhookSecret) : null;
  return {
    provider: testProvider,
    testProvider,
    options: { cardPayments: testProvider !== null, bankTransfer: { ...config.bankTransfer } },
  };
}
