import type { BankTransferDetails } from '../../../domain/payments/bank-transfer';

/**
 * How card payments are taken: not at all, through the built-in test checkout (DECISIONS 19), or through
 * Paystack's hosted checkout (docs/decisions/046).
 */
export const CARD_PAYMENT_MODES = ['off', 'test', 'paystack'] as const;
export type CardPaymentMode = (typeof CARD_PAYMENT_MODES)[number];

/** Paystack's documented API, reached with the account's secret key (which also signs its webhooks). */
export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

/**
 * The display currencies Paystack can charge a Nigerian business's customers in: naira always, dollars once Paystack
 * has enabled them for the account. It takes no pounds, euros or Canadian dollars (docs/decisions/047).
 */
export const PAYSTACK_CURRENCIES = ['NGN', 'USD'] as const;
export type PaystackCurrency = (typeof PAYSTACK_CURRENCIES)[number];

export function isPaystackCurrency(code: string): code is PaystackCurrency {
  return (PAYSTACK_CURRENCIES as readonly string[]).includes(code);
}

export interface PaystackConfig {
  secretKey: string;
  /** What the account takes (PAYSTACK_CURRENCIES): a quote in one of them is charged as it stands. NGN unless set. */
  currencies?: readonly PaystackCurrency[];
  /** https://api.paystack.co, or a stub imitating it in tests (src/testing/paystack-stub.ts). */
  baseUrl: string;
  /** How long one API call may take; PAYSTACK_TIMEOUT_MS unless set (the tests wait less). */
  timeoutMs?: number;
}

export interface PaymentsConfig {
  cardPayments: CardPaymentMode;
  /** Signs the test provider's server-to-server confirmations (HMAC-SHA256). */
  webhookSecret: string;
  /** Set exactly when cardPayments is 'paystack' (readEnv refuses it without a key). */
  paystack: PaystackConfig | null;
  /** Where bank transfers go; the confirmation number is the payment reference (DECISIONS 18, decision 031). */
  bankTransfer: BankTransferDetails;
}
