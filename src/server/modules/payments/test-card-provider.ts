import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CardCharge, ChargeRule } from './card-charge';
import type { CardPaymentProvider, PaymentEvent, RefundAnswer } from './card-provider';
import { hasValidSignature, signatureHeader, SIGNATURE_HEADER, unixSeconds } from './webhook-signature';

/**
 * The test provider's event body. A currency we do not charge in still parses, so that it is refused as a
 * mismatch (and acknowledged) rather than as a malformed request the provider would keep retrying.
 */
const EventSchema = z.object({
  type: z.literal('checkout.completed'),
  id: z.string().regex(/^[\x21-\x7e]{1,200}$/, 'printable ASCII'),
  checkoutId: z.uuid(),
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code'),
});

export const TEST_PROVIDER_NAME = 'test';

/**
 * Like a card provider abroad: it takes dollars, pounds, euros and Canadian dollars, so a sponsor's locked quote in
 * any of them is charged as it stands; a naira quote is charged the dollar total (docs/decisions/047).
 */
export const TEST_CHARGE_RULE: ChargeRule = {
  chargeCurrency: 'USD',
  quoteCurrencies: ['USD', 'GBP', 'EUR', 'CAD'],
};

/**
 * The built-in test checkout: a page this server hosts (test-checkout.routes.ts) stands in for the provider's.
 * Its confirmations are signed like a real provider's, so the webhook path is the one production uses.
 */
export class TestCardProvider implements CardPaymentProvider {
  readonly name = TEST_PROVIDER_NAME;
  readonly chargeCurrency = TEST_CHARGE_RULE.chargeCurrency;
  readonly quoteCurrencies = TEST_CHARGE_RULE.quoteCurrencies;

  constructor(private readonly webhookSecret: string) {}

  async createCheckout({ checkoutId }: { checkoutId: string }) {
    return { url: `/api/payments/test-checkout/${checkoutId}` };
  }

  /** The test checkout takes no money, so there is none to give back: its refunds are processed at once. */
  async refund({ checkoutId }: { checkoutId: string }): Promise<RefundAnswer> {
    return { accepted: true, providerRefundId: `test_refund_${checkoutId}_${randomUUID()}`, processed: true };
  }

  parseWebhook(rawBody: string, headers: Headers, now: Date): PaymentEvent | null {
    if (!hasValidSignature(this.webhookSecret, rawBody, headers.get(SIGNATURE_HEADER), now)) return null;
    try {
      const parsed = EventSchema.safeParse(JSON.parse(rawBody));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** The webhook request the provider would send once it has taken `charge`: its exact body and signature. */
  signedWebhook(
    checkoutId: string,
    charge: CardCharge,
    now = new Date(),
  ): { rawBody: string; headers: Headers } {
    const event: PaymentEvent = {
      type: 'checkout.completed',
      id: `evt_${randomUUID()}`,
      checkoutId,
      ...charge,
    };
    const rawBody = JSON.stringify(event);
    return {
      rawBody,
      headers: new Headers({
        [SIGNATURE_HEADER]: signatureHeader(this.webhookSecret, rawBody, unixSeconds(now)),
      }),
    };
  }
}
