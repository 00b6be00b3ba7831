/** What other modules use of card payments: funeral premiums paid by card (docs/decisions/066). */
export { cardChargeFor, chargeMatches } from './card-charge';
export { ProviderUnavailableError, type PaymentEvent } from './card-provider';
export { recordPaymentEvent } from './payments.repo';
export type { PaystackCardProvider } from './paystack-provider';
