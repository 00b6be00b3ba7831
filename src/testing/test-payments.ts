import type { PaymentsConfig } from '../server/modules/payments/payments.config';
import { randomUUID } from 'node:crypto';
import { cardChargeFor } from '../server/modules/payments/card-charge';
import { TEST_CHARGE_RULE } from '../server/modules/payments/test-card-provider';
import type { PaymentEvent } from '../server/modules/payments/card-provider';
import { signatureHeader, SIGNATURE_HEADER, unixSeconds } from '../server/modules/payments/webhook-signature';

export const TEST_WEBHOOK_SECRET = 'test-only-payment-webhook-secret-0123456789';

/** Card payments off, as in a default install, unless a test turns them on. */
export function testPaymentsConfig(overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return {
    cardPayments: 'off',
    webhookSecret: TEST_WEBHOOK_SECRET,
    paystack: null,
    bankTransfer: {
      bankName: 'Test Bank Plc',
      accountName: 'Diaspora Hub Test Ltd',
      accountNumber: '0000000001',
      currency: 'NGN',
      swiftCode: 'TESTNGLA',
      bankAddress: '1 Test Street, Lagos, Nigeria',
      intermediary: null,
    },
    ...overrides,
  };
}

/**
 * The test provider's confirmation that it took what an order without a quote in another currency charges (the
 * dollar total), under a new event id.
 */
export function completedEvent(
  checkoutId: string,
  order: { totalUsd: number; totalNgn: number },
  overrides: Partial<PaymentEvent> = {},
): PaymentEvent {
  return {
    type: 'checkout.completed',
    id: `evt_${randomUUID()}`,
    checkoutId,
    ...cardChargeFor(order, null, TEST_CHARGE_RULE, new Date()),
    ...overrides,
  };
}

export interface SigningOptions {
  /** Another key, to forge a signature. */
  secret?: string;
  /** Unix seconds; now unless set, to sign in the past or the future. */
  timestamp?: number;
}

/** A webhook request as the test provider signs it. */
export function signedWebhookRequest(event: unknown, options: SigningOptions = {}) {
  const { secret = TEST_WEBHOOK_SECRET, timestamp = unixSeconds(new Date()) } = options;
  const body = JSON.stringify(event);
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader(secret, body, timestamp),
    },
    body,
  };
}
