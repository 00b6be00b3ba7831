import type { ContractCase } from './contract-world';
import { orderAtPaystack, pressOnCheckout, sendPaystackWebhook } from './paystack-flow';
import { startPaystackStub, type PaystackStub } from './paystack-stub';
import { createTestApp, type TestApp } from './test-app';
import { testPaymentsConfig } from './test-payments';

/**
 * Paystack's routes answer only on an app configured for it, and the contract's app runs the built-in test
 * checkout; so their cases use a second app, on the Paystack stub, opened for the first case that needs it.
 */
let opened: Promise<{ testApp: TestApp; stub: PaystackStub }> | undefined;

function paystackApp() {
  opened ??= (async () => {
    const stub = await startPaystackStub();
    const testApp = await createTestApp({
      payments: testPaymentsConfig({
        cardPayments: 'paystack',
        paystack: { secretKey: stub.secretKey, baseUrl: stub.url },
      }),
    });
    return { testApp, stub };
  })();
  return opened;
}

/** Closes the second app and its stub, if a case opened them. */
export async function closePaystackContractApp(): Promise<void> {
  if (!opened) return;
  const { testApp, stub } = await opened;
  opened = undefined;
  await testApp.close();
  await stub.close();
}

export const PAYSTACK_CASES: Record<string, ContractCase> = {
  'GET /payments/paystack/callback': async () => {
    const { testApp, stub } = await paystackApp();
    const { client, checkoutUrl } = await orderAtPaystack(testApp, stub);
    return client.fetch(await pressOnCheckout(checkoutUrl, 'pay'));
  },
  'POST /payments/paystack/webhook': async () => {
    const { testApp, stub } = await paystackApp();
    const { reference } = await orderAtPaystack(testApp, stub);
    stub.settle(reference, 'success');
    return sendPaystackWebhook(testApp, stub.chargeSuccessWebhook(reference));
  },
};
