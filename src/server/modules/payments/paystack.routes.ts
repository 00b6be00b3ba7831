import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { WebhookReceivedSchema } from '../../../domain/orders/checkout.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { jsonBody, refusals, seeOther } from '../../http/openapi-responses';
import type { MessagesOut } from '../notifications';
import { PAYMENT_OUTCOME_WARNINGS } from './payment-webhook.service';
import { acknowledgeWebhook } from './payments.routes';
import type { PaystackCardProvider } from './paystack-provider';
import { returnFromPaystack } from './paystack-return.service';
import type { PremiumPayments } from './premium-payments';

interface PaystackRouteDeps {
  db: Db;
  /** Null unless CARD_PAYMENTS=paystack. */
  paystack: PaystackCardProvider | null;
  mailOut: MessagesOut;
  premiumPayments: PremiumPayments;
}

/** Paystack's return URL and webhook (docs/decisions/046). */
export function paystackRoutes({ db, paystack, mailOut, premiumPayments }: PaystackRouteDeps) {
  // Registered always, so AppType does not depend on configuration; without Paystack they are 404s.
  const enabled = (): PaystackCardProvider => {
    if (!paystack) throw new AppError('not_found', 'Not found');
    return paystack;
  };

  return new Hono<AppEnv>()
    .get(
      '/payments/paystack/callback',
      describeRoute({
        tags: ['payments'],
        summary: "Paystack's return: verify the transaction, then on to the success or payment page",
        responses: {
          303: seeOther('Verified as paid: the success page; otherwise the payment page, saying why'),
          ...refusals(404),
        },
      }),
      async (c) => {
        const reference = c.req.query('reference') ?? c.req.query('trxref');
        const { url, result, notPaid, unavailable, checkoutId } = await returnFromPaystack(
          db,
          enabled(),
          reference,
          mailOut,
        );
        // Ids, amounts and reasons only: nothing personal goes to the log.
        const log = c.get('log');
        if (unavailable) log.warn({ checkoutId, reason: unavailable }, 'Paystack verification unavailable');
        if (notPaid) log.info({ checkoutId, reason: notPaid }, 'Paystack transaction not paid');
        const warning = result && PAYMENT_OUTCOME_WARNINGS[result.outcome];
        if (warning) log.warn({ payment: result }, warning);
        c.header('cache-control', 'no-store');
        return c.redirect(url, 303);
      },
    )
    .post(
      '/payments/paystack/webhook',
      describeRoute({
        tags: ['payments'],
        summary: "Paystack's webhook, signed with x-paystack-signature (server to server)",
        responses: {
          200: jsonBody('The event was read', WebhookReceivedSchema),
          ...refusals(400, 404, 503),
        },
      }),
      (c) => acknowledgeWebhook(c, { db, provider: enabled(), mailOut, premiumPayments }),
    );
}
