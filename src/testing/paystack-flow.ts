import { eq } from 'drizzle-orm';
import type { CreateOrderInput } from '../domain/orders/order.schema';
import type { Db } from '../server/db/client';
import { orderStatusChanges, paymentCheckouts } from '../server/db/schema';
import type { PaystackCurrency } from '../server/modules/payments/payments.config';
import { PAYSTACK_WEBHOOK_PATH } from '../server/modules/payments/paystack-provider';
import { apiTest, type PreparedAppSettings } from './api-test';
import { placeOrderAs } from './order-api';
import { readOutbox } from './outbox';
import { startPaystackStub, type PaystackStub, type WebhookDelivery } from './paystack-stub';
import { signedUpClient } from './signed-up-client';
import type { TestApp, TestAppOptions } from './test-app';
import { createTestClient, type TestClient } from './test-client';
import { testPaymentsConfig } from './test-payments';

/**
 * The API tests' Paystack: a stub started for the file, and the app configured with CARD_PAYMENTS=paystack against
 * it, taking `currencies` (NGN only unless set). `stub()` is the running stub (after the file's app has opened).
 */
export function paystackAppSettings(currencies?: readonly PaystackCurrency[]): {
  settings: PreparedAppSettings;
  stub: () => PaystackStub;
} {
  let running: PaystackStub | undefined;
  return {
    settings: async (onCleanup) => {
      running = await startPaystackStub();
      onCleanup(() => running!.close());
      return {
        payments: testPaymentsConfig({
          cardPayments: 'paystack',
          paystack: { secretKey: running.secretKey, baseUrl: running.url, timeoutMs: 2_000, currencies },
        }),
      };
    },
    stub: () => {
      if (!running) throw new Error('the Paystack stub starts with the file’s app');
      return running;
    },
  };
}

/** Paystack's server calling in: no browser, so no Origin and no cookies. */
export function sendPaystackWebhook(testApp: TestApp, delivery: WebhookDelivery) {
  return createTestClient(testApp, { origin: null }).fetch(PAYSTACK_WEBHOOK_PATH, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.rawBody,
  });
}

/** A pending card order handed to Paystack, as the payment page leaves it: the browser is at `checkoutUrl`. */
export async function orderAtPaystack(
  testApp: TestApp,
  stub: PaystackStub,
  orderOverrides: Partial<CreateOrderInput> = {},
) {
  const { client, signUp } = await signedUpClient(testApp);
  const order = await placeOrderAs(client, { paymentMethod: 'card', ...orderOverrides });
  const response = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
  if (response.status !== 200)
    throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
  const { url: checkoutUrl } = await response.json();
  const transaction = [...stub.transactions.values()].find((candidate) =>
    checkoutUrl.endsWith(candidate.accessCode),
  );
  if (!transaction) throw new Error('the stub has no transaction for this checkout');
  return { client, email: signUp.email, order, checkoutUrl, reference: transaction.reference };
}

/** Presses a button on the stub's checkout page and returns where Paystack sends the browser. */
export async function pressOnCheckout(checkoutUrl: string, action: 'pay' | 'decline' | 'cancel') {
  const response = await fetch(`${checkoutUrl}/${action}`, { method: 'POST', redirect: 'manual' });
  if (response.status !== 303) throw new Error(`the stub answered ${response.status}`);
  return response.headers.get('location')!;
}

/** The browser follows Paystack's redirect back to the app; returns where the app sends it next. */
export async function returnFromCheckout(client: TestClient, callbackUrl: string) {
  const response = await client.fetch(callbackUrl);
  return { status: response.status, location: response.headers.get('location') };
}

export const statusChanges = (db: Db, orderId: string) =>
  db.$count(orderStatusChanges, eq(orderStatusChanges.orderId, orderId));

export async function checkoutStatus(db: Db, checkoutId: string) {
  const [checkout] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
  return checkout?.status;
}

export async function orderStatus(client: TestClient, orderId: string) {
  return (await (await client.api.orders[':id'].$get({ param: { id: orderId } })).json()).order.status;
}

/** The 'Payment received' mails sent to `email`. */
export async function paymentMails(testApp: TestApp, email: string) {
  return (await readOutbox(testApp)).filter(
    (mail) => mail.to === email && mail.subject?.includes('Payment received'),
  );
}

/**
 * An API test against the Paystack stub, up, whose own webhook is held back unless a test sends it: so a test sees
 * the browser's return verified on its own. `stub` is the running stub.
 */
export function paystackTest(currencies?: readonly PaystackCurrency[], options: TestAppOptions = {}) {
  const paystack = paystackAppSettings(currencies);
  return apiTest(paystack.settings, options).extend('stub', ({ testApp }) => {
    void testApp;
    const stub = paystack.stub();
    stub.mode = 'up';
    stub.webhookTarget = null;
    return stub;
  });
}
