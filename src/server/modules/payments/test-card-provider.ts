import { z } from 'zod';
import type { CardPaymentProvider, PaymentEvent } from './card-provider';
import { hasValidSignature, signPayload, SIGNATURE_HEADER } from './webhook-signature';

const EventSchema = z.object({
  type: z.literal('checkout.completed'),
  checkoutId: z.uuid(),
});

export const TEST_PROVIDER_NAME = 'test';

/**
 * The built-in test checkout: a page this server hosts (test-checkout.routes.ts) stands in for the provider's.
 * Its confirmations are signed like a real provider's, so the webhook path is the one production uses.
 */
export class TestCardProvider implements CardPaymentProvider {
  readonly name = TEST_PROVIDER_NAME;

  constructor(private readonly webhookSecret: string) {}

  async createCheckout({ checkoutId }: { checkoutId: string }) {
    return { url: `/api/payments/test-checkout/${checkoutId}` };
  }

  parseWebhook(rawBody: string, headers: Headers): PaymentEvent | null {
    if (!hasValidSignature(this.webhookSecret, rawBody, headers.get(SIGNATURE_HEADER) ?? undefined)) {
      return null;
    }
    try {
      const parsed = EventSchema.safeParse(JSON.parse(rawBody));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** The webhook request the provider would send for `event`: its exact body and signature header. */
  signedWebhook(event: PaymentEvent): { rawBody: string; headers: Headers } {
    const rawBody = JSON.stringify(event);
    return {
      rawBody,
      headers: new Headers({ [SIGNATURE_HEADER]: signPayload(this.webhookSecret, rawBody) }),
    };
  }
}
