import { routeBasics, type ModuleDeps } from '../../module-deps';
import { startCardRefundWorker } from './card-refund.service';
import { paymentsRoutes } from './payments.routes';
import { paystackRoutes } from './paystack.routes';
import type { PremiumPayments } from './premium-payments';
import { testCheckoutRoutes } from './test-checkout.routes';

/**
 * The payments module's face: card checkouts, the test checkout's pages and Paystack's return and webhook. Starts
 * the worker that sends queued card refunds to the provider (docs/decisions/052). A premium's card payment goes to
 * `premiumPayments`, funeral's.
 */
export function paymentsModule(deps: ModuleDeps, premiumPayments: PremiumPayments) {
  const { db, payments, mailOut } = deps;
  startCardRefundWorker({
    db,
    provider: payments.provider,
    cardRefunds: deps.cardRefunds,
    mailOut,
    logger: deps.logger,
  });
  return {
    routes: paymentsRoutes({ ...routeBasics(deps), payments, mailOut, premiumPayments }),
    testCheckout: testCheckoutRoutes({ db, testProvider: payments.testProvider, mailOut, premiumPayments }),
    paystack: paystackRoutes({ db, paystack: payments.paystack, mailOut, premiumPayments }),
  };
}

export { cardChargeFor, chargeMatches } from './card-charge';
export { ProviderUnavailableError, type PaymentEvent } from './card-provider';
export { openCardRefundQueue, type CardRefundQueue } from './card-refund.queue';
export {
  CARD_PAYMENT_MODES,
  isPaystackCurrency,
  PAYSTACK_CURRENCIES,
  PAYSTACK_DEFAULT_BASE_URL,
  type PaymentsConfig,
  type PaystackCurrency,
} from './payments.config';
export { createPayments, type Payments } from './payments.setup';
export { recordPaymentEvent } from './payments.repo';
export type { PaystackCardProvider } from './paystack-provider';
export type { PremiumPaymentOutcome, PremiumPayments } from './premium-payments';
