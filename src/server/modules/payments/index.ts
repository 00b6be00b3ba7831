import { routeBasics, type ModuleDeps } from '../../module-deps';
import { startCardRefundWorker } from './card-refund.service';
import { paymentsRoutes } from './payments.routes';
import { paystackRoutes } from './paystack.routes';
import { testCheckoutRoutes } from './test-checkout.routes';

/**
 * The payments module's face: card checkouts, the test checkout's pages and Paystack's return and webhook. Starts
 * the worker that sends queued card refunds to the provider (docs/decisions/052).
 */
export function paymentsModule(deps: ModuleDeps) {
  const { db, payments, mailOut } = deps;
  startCardRefundWorker({
    db,
    provider: payments.provider,
    cardRefunds: deps.cardRefunds,
    mailOut,
    logger: deps.logger,
  });
  return {
    routes: paymentsRoutes({ ...routeBasics(deps), payments, mailOut }),
    testCheckout: testCheckoutRoutes({ db, testProvider: payments.testProvider, mailOut }),
    paystack: paystackRoutes({ db, paystack: payments.paystack, mailOut }),
  };
}

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
export type { PaystackCardProvider } from './paystack-provider';
