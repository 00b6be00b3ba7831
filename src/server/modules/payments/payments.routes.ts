import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  CHECKOUT_MESSAGES,
  CheckoutRequestSchema,
  CheckoutStartedSchema,
  WebhookReceivedSchema,
} from '../../../domain/orders/checkout.schema';
import { PaymentOptionsViewSchema } from '../../../domain/orders/order-view';
import type { Auth } from '../../auth/auth';
import { requireConfirmedEmail } from '../../auth/guards';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import type { MessagesOut } from '../notifications';
import { ProviderUnavailableError, type CardPaymentProvider } from './card-provider';
import type { Payments } from './payments.setup';
import { PAYMENT_OUTCOME_WARNINGS, receiveWebhook } from './payment-webhook.service';
import { startCheckout } from './payments.service';
import type { PremiumPayments } from './premium-payments';

interface PaymentsRouteDeps {
  db: Db;
  auth: Auth;
  payments: Payments;
  /** A confirmed payment tells the order's owner by mail too. */
  mailOut: MessagesOut;
  /** A premium's card payment goes to funeral (docs/decisions/066). */
  premiumPayments: PremiumPayments;
}

export function paymentsRoutes({ db, auth, payments, mailOut, premiumPayments }: PaymentsRouteDeps) {
  return new Hono<AppEnv>()
    .get(
      '/payments/options',
      describeRoute({
        tags: ['payments'],
        summary: 'Bank-transfer details and whether card checkout is on',
        responses: { 200: jsonBody('How to pay', PaymentOptionsViewSchema) },
      }),
      (c) => c.json(payments.options),
    )
    .post(
      '/payments/checkout',
      describeRoute({
        tags: ['payments'],
        summary: "Start a card checkout for one of the user's pending orders",
        responses: {
          200: jsonBody("The provider's checkout page to send the browser to", CheckoutStartedSchema),
          ...refusals(400, 401, 404, 409, 422, 503),
        },
      }),
      requireConfirmedEmail({ auth, db }, CHECKOUT_MESSAGES.signedOut),
      validate('json', CheckoutRequestSchema),
      async (c) => {
        const { orderId } = c.req.valid('json');
        try {
          return c.json(await startCheckout(db, payments.provider, c.get('session').user, orderId));
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          // The cause for the log (no keys, nothing personal); the user is asked to try again.
          c.get('log').warn({ orderId, reason: error.message }, 'card provider unavailable');
          throw new AppError('unavailable', CHECKOUT_MESSAGES.failed);
        }
      },
    )
    .post(
      '/payments/webhook',
      describeRoute({
        tags: ['payments'],
        summary: "The card provider's signed confirmation (server to server)",
        responses: {
          200: jsonBody('The confirmation was read', WebhookReceivedSchema),
          ...refusals(400, 404, 503),
        },
      }),
      (c) => acknowledgeWebhook(c, { db, provider: payments.provider, mailOut, premiumPayments }),
    );
}

/** A provider's webhook request: verified and applied, its noteworthy outcomes logged, and acknowledged. */
export async function acknowledgeWebhook(
  c: Context<AppEnv>,
  {
    db,
    provider,
    mailOut,
    premiumPayments,
  }: { db: Db; provider: CardPaymentProvider | null; mailOut: MessagesOut; premiumPayments: PremiumPayments },
) {
  // The signature covers the exact bytes sent, so the body is read raw, before any parsing.
  const request = { rawBody: await c.req.text(), headers: c.req.raw.headers };
  const { outcome, ...details } = await receiveWebhook(db, provider, request, mailOut, premiumPayments);
  // Ids and amounts only: nothing personal goes to the log.
  const warning = PAYMENT_OUTCOME_WARNINGS[outcome];
  if (warning) c.get('log').warn({ payment: details }, warning);
  return c.json({ received: true as const });
}
