import type { PaymentsConfig } from '../server/modules/payments/payments.config';
import { signPayload, SIGNATURE_HEADER } from '../server/modules/payments/webhook-signature';

export const TEST_WEBHOOK_SECRET = 'test-only-payment-webhook-secret-0123456789';

/** Card payments off, as in a default install, unless a test turns them on. */
export function testPaymentsConfig(overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return {
    cardPayments: 'off',
    webhookSecret: TEST_WEBHOOK_SECRET,
    bankTransfer: {
      bankName: 'Test Bank Plc',
      accountName: 'Diaspora Hub Test Ltd',
      accountNumber: '0000000001',
    },
    ...overrides,
  };
}

/** A webhook request as the test provider signs it; pass `secret` to forge one signed with the wrong key. */
export function signedWebhookRequest(event: unknown, secret = TEST_WEBHOOK_SECRET) {
  const body = JSON.stringify(event);
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, body) },
    body,
  };
}
