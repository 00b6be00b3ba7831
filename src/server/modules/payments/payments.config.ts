import type { BankTransferDetails } from '../../../domain/payments/bank-transfer';

/** How card payments are taken: not at all, or through the built-in test checkout (DECISIONS 19). */
export const CARD_PAYMENT_MODES = ['off', 'test'] as const;
export type CardPaymentMode = (typeof CARD_PAYMENT_MODES)[number];

export interface PaymentsConfig {
  cardPayments: CardPaymentMode;
  /** Signs the provider's server-to-server confirmations (HMAC-SHA256). */
  webhookSecret: string;
  /** Where bank transfers go; the confirmation number is the payment reference (DECISIONS 18, decision 031). */
  bankTransfer: BankTransferDetails;
}
