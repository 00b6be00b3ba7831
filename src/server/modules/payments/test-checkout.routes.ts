import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { pageCsp } from '../../http/security-headers';
import { fileBody, refusals, seeOther } from '../../http/openapi-responses';
import type { MessagesOut } from '../notifications';
import type { PremiumPayments } from './premium-payments';
import type { TestCardProvider } from './test-card-provider';
import { testCheckoutPage } from './test-checkout.page';
import {
  cancelTestCheckout,
  closedCheckoutRedirect,
  findTestCheckout,
  payTestCheckout,
} from './test-checkout.service';

interface TestCheckoutRouteDeps {
  db: Db;
  /** Null unless CARD_PAYMENTS=test. */
  testProvider: TestCardProvider | null;
  mailOut: MessagesOut;
  premiumPayments: PremiumPayments;
}

/** The page and its two form posts stand in for a hosted provider's checkout (DECISIONS 19). */
export function testCheckoutRoutes({ db, testProvider, mailOut, premiumPayments }: TestCheckoutRouteDeps) {
  // Registered always, so AppType does not depend on configuration; without the test provider they are 404s.
  const enabledProvider = (): TestCardProvider => {
    if (!testProvider) throw new AppError('not_found', 'Not found');
    return testProvider;
  };

  return new Hono<AppEnv>()
    .get(
      '/payments/test-checkout/:checkoutId',
      describeRoute({
        tags: ['payments'],
        summary: 'The built-in test checkout page (HTML)',
        responses: {
          200: fileBody('The test checkout page', 'text/html'),
          303: seeOther("The checkout is closed: on to the order's page"),
          ...refusals(404),
        },
      }),
      async (c) => {
        enabledProvider();
        const { checkout, order } = await findTestCheckout(db, c.req.param('checkoutId'));
        const closed = closedCheckoutRedirect(checkout);
        if (closed) return c.redirect(closed, 303);
        // The app's page policy, not the locked-down one for API responses: this is a page.
        c.header('content-security-policy', pageCsp([]));
        c.header('cache-control', 'no-store');
        return c.html(
          testCheckoutPage({
            checkoutId: checkout.id,
            planName: order.planName,
            confirmationNumber: order.confirmationNumber,
            charge: { amount: checkout.chargeAmount, currency: checkout.chargeCurrency },
          }),
        );
      },
    )
    .post(
      '/payments/test-checkout/:checkoutId/pay',
      describeRoute({
        tags: ['payments'],
        summary: "Test checkout 'Pay': confirm payment, go to the success page",
        responses: { 303: seeOther('Paid (or already closed): on to the success page'), ...refusals(404) },
      }),
      async (c) => {
        const url = await payTestCheckout(
          db,
          enabledProvider(),
          c.req.param('checkoutId'),
          mailOut,
          premiumPayments,
        );
        return c.redirect(url, 303);
      },
    )
    .post(
      '/payments/test-checkout/:checkoutId/cancel',
      describeRoute({
        tags: ['payments'],
        summary: "Test checkout 'Cancel': back to the payment page",
        responses: {
          303: seeOther('Cancelled (or already closed): back to the payment page'),
          ...refusals(404),
        },
      }),
      async (c) => {
        enabledProvider();
        return c.redirect(await cancelTestCheckout(db, c.req.param('checkoutId')), 303);
      },
    );
}
