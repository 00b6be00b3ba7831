import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { CheckoutStartedSchema } from '../../../domain/orders/checkout.schema';
import { FUNERAL_MESSAGES } from '../../../domain/funeral/funeral-application.schema';
import {
  PREMIUM_CARD_MESSAGES,
  PremiumCardViewSchema,
  StartPremiumCardSchema,
} from '../../../domain/funeral/premium-card';
import type { Auth } from '../../auth/auth';
import { requireConfirmedEmail, requireSession } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals, seeOther } from '../../http/openapi-responses';
import { ProviderUnavailableError } from '../payments';
import {
  premiumCardOf,
  returnFromPremiumPayment,
  startPremiumCardPayment,
  stopPremiumCard,
  type PremiumCardDeps,
} from './premium-card.service';

/** Paying a funeral plan's premiums by card (issue 27 point 3, docs/decisions/066). */
export function premiumCardRoutes(deps: PremiumCardDeps & { auth: Auth }) {
  return new Hono<AppEnv>()
    .get(
      '/funeral-applications/:id/premium-card',
      describeRoute({
        tags: ['funeral'],
        summary: 'Whether premiums can be paid by card, and the card saved for them (named, never its code)',
        responses: {
          200: jsonBody('Card payments of premiums', PremiumCardViewSchema),
          ...refusals(401, 404),
        },
      }),
      requireSession(deps),
      async (c) => c.json(await premiumCardOf(deps, c.get('session').user.id, c.req.param('id'))),
    )
    .delete(
      '/funeral-applications/:id/premium-card',
      describeRoute({
        tags: ['funeral'],
        summary: 'Stop card payments: the saved card is forgotten and premiums are paid by transfer again',
        responses: {
          200: jsonBody('Card payments of premiums, no card saved', PremiumCardViewSchema),
          ...refusals(401, 404),
        },
      }),
      requireSession(deps),
      async (c) => c.json(await stopPremiumCard(deps, c.get('session').user.id, c.req.param('id'))),
    )
    .post(
      '/funeral-applications/:id/premium-card/checkout',
      describeRoute({
        tags: ['funeral'],
        summary:
          "Pay the next premium by card: a Paystack transaction for the premium's amount, from the server",
        responses: {
          200: jsonBody("Paystack's checkout page to send the browser to", CheckoutStartedSchema),
          ...refusals(400, 401, 404, 409, 422, 503),
        },
      }),
      requireConfirmedEmail(deps, FUNERAL_MESSAGES.signedOut),
      validate('json', StartPremiumCardSchema),
      async (c) => {
        const { id, email } = c.get('session').user;
        const applicationId = c.req.param('id');
        try {
          return c.json(
            await startPremiumCardPayment(
              deps,
              { id, email },
              applicationId,
              c.req.valid('json').currency,
              new Date(),
            ),
          );
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          c.get('log').warn({ applicationId, reason: error.message }, 'card provider unavailable');
          throw new AppError('unavailable', PREMIUM_CARD_MESSAGES.startFailed);
        }
      },
    )
    .get(
      '/funeral-applications/:id/premium-card/return',
      describeRoute({
        tags: ['funeral'],
        summary: "Paystack's return after a premium's card payment: verified, then back to the application",
        responses: {
          303: seeOther('The application page, saying whether the premium is paid'),
          ...refusals(404),
        },
      }),
      async (c) => {
        const reference = c.req.query('reference') ?? c.req.query('trxref');
        const applicationId = c.req.param('id');
        const { url, outcome, notPaid, unavailable } = await returnFromPremiumPayment(
          deps,
          applicationId,
          reference,
        );
        const log = c.get('log');
        if (unavailable)
          log.warn({ applicationId, reason: unavailable }, 'Paystack verification unavailable');
        if (notPaid) log.info({ applicationId, reason: notPaid }, 'Paystack transaction not paid');
        if (outcome === 'not-next' || outcome === 'charge-mismatch') {
          log.warn({ applicationId, outcome }, 'funeral premium card payment not recorded');
        }
        c.header('cache-control', 'no-store');
        return c.redirect(url, 303);
      },
    );
}
