import { z } from 'zod';
import { formatIn, type Quote } from '../../../domain/fx/quote';
import type { OrderCharge } from './card-charge';
import {
  IGNORED_EVENT,
  ProviderUnavailableError,
  type CardPaymentProvider,
  type CheckoutRequest,
  type PaymentEvent,
  type RefundAnswer,
  type RefundEvent,
  type ReturnUrls,
  type ReusableCard,
} from './card-provider';
import {
  InitializedSchema,
  paystackRequest,
  RefundSchema,
  RefundWebhookSchema,
  TransactionSchema,
  type PaystackApiOptions,
  type PaystackTransaction,
} from './paystack-api';
import type { PaystackCurrency } from './payments.config';
import { hasValidPaystackSignature, PAYSTACK_SIGNATURE_HEADER } from './paystack-signature';

export const PAYSTACK_PROVIDER_NAME = 'paystack';
/** Where Paystack sends the browser back after its checkout, with ?reference= (and trxref=). */
export const PAYSTACK_CALLBACK_PATH = '/api/payments/paystack/callback';
/** The URL to register on Paystack's dashboard, after the app's own URL (README, Card payments). */
export const PAYSTACK_WEBHOOK_PATH = '/api/payments/paystack/webhook';

const WebhookSchema = z.object({ event: z.string(), data: z.unknown() });

/** What verifying a reference came to: a confirmed payment, or the reason there is none. */
export type PaystackVerification =
  { paid: true; event: PaymentEvent } | { paid: false; reason: 'not-found' | 'reference-differs' | string };

/**
 * The verify call and the charge.success webhook report the same transaction under the same event id, so
 * whichever arrives second changes nothing (payment_events). The reference is our checkout's id.
 */
function eventOf(transaction: PaystackTransaction): PaymentEvent {
  const card = reusableCardOf(transaction);
  return {
    type: 'checkout.completed',
    id: `charge.success:${transaction.id}`,
    checkoutId: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    ...(card ? { reusableCard: card } : {}),
  };
}

/** The transaction's card, when Paystack marks its authorization reusable and gives all we keep of it. */
function reusableCardOf({ authorization, customer }: PaystackTransaction): ReusableCard | undefined {
  if (!authorization?.reusable || !customer?.email) return undefined;
  const { authorization_code, brand, last4, exp_month, exp_year } = authorization;
  if (!authorization_code || !brand || !last4 || !exp_month || !exp_year) return undefined;
  return {
    authorizationCode: authorization_code,
    email: customer.email,
    brand,
    last4,
    expMonth: exp_month,
    expYear: exp_year,
  };
}

/** A transaction for something other than an order (a funeral premium, docs/decisions/066). */
export interface TransactionRequest {
  /** Our checkout row's id: Paystack's reference for the transaction. */
  reference: string;
  email: string;
  charge: OrderCharge;
  /** Where Paystack returns the browser after paying (ours, relative), and after 'Cancel'. */
  callbackPath: string;
  cancelPath: string;
  metadata: Record<string, string>;
  /** The sponsor's own currency, when Paystack charges another: shown in Paystack's dashboard. */
  quote: Quote | null;
}

/**
 * The sponsor's own currency, when Paystack charges another (naira for a quote in pounds): shown with the
 * transaction in Paystack's dashboard (custom_fields), so a query about the amount can be answered from there
 * (docs/decisions/047).
 */
function quotedTotal({ quote, charge }: Pick<CheckoutRequest, 'quote' | 'charge'>) {
  if (!quote || quote.currency === charge.currency) return {};
  return {
    custom_fields: [
      {
        display_name: 'Quoted total',
        variable_name: 'quoted_total',
        value: formatIn(quote.total, quote.currency),
      },
    ],
  };
}

/**
 * Paystack (docs/decisions/046): a transaction is initialised for the checkout's charge (the order's naira total
 * in kobo, or a dollar quote in cents where the account takes dollars: decision 047), with the checkout's id as its
 * reference, and the browser goes to Paystack's hosted checkout. Nothing is marked paid on the
 * browser's word: the return is verified with GET /transaction/verify/:reference, and the webhook by its HMAC.
 */
export class PaystackCardProvider implements CardPaymentProvider {
  readonly name = PAYSTACK_PROVIDER_NAME;
  readonly chargeCurrency = 'NGN';
  readonly quoteCurrencies: readonly PaystackCurrency[];

  constructor(
    private readonly options: PaystackApiOptions & {
      appUrl: string;
      currencies?: readonly PaystackCurrency[];
    },
  ) {
    this.quoteCurrencies = options.currencies ?? ['NGN'];
  }

  createCheckout(request: CheckoutRequest, returnUrls: ReturnUrls): Promise<{ url: string }> {
    return this.initialize({
      reference: request.checkoutId,
      email: request.customerEmail,
      // The subunit; never an amount the browser sent.
      charge: request.charge,
      callbackPath: PAYSTACK_CALLBACK_PATH,
      // Paystack's checkout offers 'Cancel' and sends the browser here.
      cancelPath: returnUrls.cancel,
      metadata: { order_id: request.orderId, confirmation_number: request.confirmationNumber },
      quote: request.quote,
    });
  }

  /**
   * POST /transaction/initialize: an order's checkout, or a funeral premium (docs/decisions/066), each with its
   * own return page. The amount is the subunit, as a string as Paystack's examples send it. Throws
   * ProviderUnavailableError.
   */
  async initialize(request: TransactionRequest): Promise<{ url: string }> {
    const answer = await paystackRequest(
      this.options,
      {
        method: 'POST',
        path: '/transaction/initialize',
        body: {
          email: request.email,
          amount: String(request.charge.amount),
          currency: request.charge.currency,
          reference: request.reference,
          callback_url: this.absolute(request.callbackPath),
          metadata: {
            ...request.metadata,
            cancel_action: this.absolute(request.cancelPath),
            ...quotedTotal(request),
          },
        },
      },
      InitializedSchema,
    );
    if (!answer.ok) {
      throw new ProviderUnavailableError(
        `Paystack refused to initialise: ${answer.httpStatus} ${answer.message}`,
      );
    }
    if (answer.data.reference !== request.reference) {
      throw new ProviderUnavailableError('Paystack initialised a transaction under another reference');
    }
    return { url: answer.data.authorization_url };
  }

  /** Asks Paystack whether the transaction `reference` was paid. Throws ProviderUnavailableError. */
  async verify(reference: string): Promise<PaystackVerification> {
    const answer = await paystackRequest(
      this.options,
      { method: 'GET', path: `/transaction/verify/${encodeURIComponent(reference)}` },
      TransactionSchema,
    );
    if (!answer.ok) return { paid: false, reason: 'not-found' };
    const transaction = answer.data;
    if (transaction.reference !== reference) return { paid: false, reason: 'reference-differs' };
    if (transaction.status !== 'success') return { paid: false, reason: transaction.status };
    return { paid: true, event: eventOf(transaction) };
  }

  /**
   * POST /transaction/charge_authorization (docs/decisions/066 part B): charges a saved reusable card without its
   * holder, under our checkout's id as the reference, with the e-mail the authorization was made with. The answer
   * is not taken as the payment: the caller verifies the reference (verify) as a browser's return is. Refused
   * (an unknown or no longer reusable authorization): the reason. Throws ProviderUnavailableError.
   */
  async chargeAuthorization(request: {
    reference: string;
    authorizationCode: string;
    email: string;
    charge: OrderCharge;
    metadata: Record<string, string>;
  }): Promise<{ attempted: true } | { attempted: false; message: string }> {
    const answer = await paystackRequest(
      this.options,
      {
        method: 'POST',
        path: '/transaction/charge_authorization',
        body: {
          authorization_code: request.authorizationCode,
          email: request.email,
          amount: String(request.charge.amount),
          currency: request.charge.currency,
          reference: request.reference,
          metadata: request.metadata,
        },
      },
      TransactionSchema,
    );
    if (!answer.ok) return { attempted: false, message: `${answer.httpStatus} ${answer.message}` };
    return { attempted: true };
  }

  /**
   * POST /refund for part of a transaction (docs/decisions/052): `transaction` is its reference, our checkout's
   * id; `amount` in the subunit. Paystack queues it ('pending') and says later, by webhook, processed or failed.
   */
  async refund(request: { checkoutId: string; amount: number; currency: string }): Promise<RefundAnswer> {
    const answer = await paystackRequest(
      this.options,
      {
        method: 'POST',
        path: '/refund',
        body: { transaction: request.checkoutId, amount: request.amount, currency: request.currency },
      },
      RefundSchema,
    );
    if (!answer.ok) return { accepted: false, message: `${answer.httpStatus} ${answer.message}` };
    return {
      accepted: true,
      providerRefundId: String(answer.data.id),
      processed: answer.data.status === 'processed',
    };
  }

  parseWebhook(rawBody: string, headers: Headers): PaymentEvent | RefundEvent | typeof IGNORED_EVENT | null {
    if (!hasValidPaystackSignature(this.options.secretKey, rawBody, headers.get(PAYSTACK_SIGNATURE_HEADER))) {
      return null;
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const webhook = WebhookSchema.safeParse(body);
    if (!webhook.success) return null;
    if (webhook.data.event === 'refund.processed' || webhook.data.event === 'refund.failed') {
      const refund = RefundWebhookSchema.safeParse(webhook.data.data);
      return refund.success
        ? {
            type: webhook.data.event,
            providerRefundId: refund.data.id,
            checkoutId: refund.data.transaction_reference,
          }
        : null;
    }
    // Transfers, pending refunds, subscriptions...: genuine, acknowledged, and none of our business here.
    if (webhook.data.event !== 'charge.success') return IGNORED_EVENT;
    const transaction = TransactionSchema.safeParse(webhook.data.data);
    if (!transaction.success) return null;
    if (transaction.data.status !== 'success') return IGNORED_EVENT;
    return eventOf(transaction.data);
  }

  private absolute(path: string): string {
    return new URL(path, this.options.appUrl).toString();
  }
}
