import { adminClient } from './admin-client';
import { applicationFixtures } from './application-fixtures';
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

/** A funeral application approved on the Paystack app, its first premium due (docs/decisions/066). */
async function approvedFuneralPlan(testApp: TestApp) {
  const applied = await (await applicationFixtures(testApp)).funeralApplication();
  const admin = await adminClient(testApp);
  await admin.client.postJson(`/api/admin/applications/funeral/${applied.id}/status`, { status: 'approved' });
  return { client: applied.customer.client, path: `/api/funeral-applications/${applied.id}/premium-card` };
}

async function premiumAtPaystack(testApp: TestApp) {
  const plan = await approvedFuneralPlan(testApp);
  const started = await plan.client.postJson(`${plan.path}/checkout`, { currency: 'NGN' });
  const { url } = (await started.json()) as { url: string };
  return { ...plan, url };
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
  'GET /funeral-applications/{id}/premium-card': async () => {
    const { testApp } = await paystackApp();
    const plan = await approvedFuneralPlan(testApp);
    return plan.client.fetch(plan.path);
  },
  'DELETE /funeral-applications/{id}/premium-card': async () => {
    const { testApp } = await paystackApp();
    const plan = await approvedFuneralPlan(testApp);
    return plan.client.fetch(plan.path, { method: 'DELETE' });
  },
  'POST /funeral-applications/{id}/premium-card/checkout': async () => {
    const { testApp } = await paystackApp();
    const plan = await approvedFuneralPlan(testApp);
    return plan.client.postJson(`${plan.path}/checkout`, { currency: 'NGN' });
  },
  'GET /funeral-applications/{id}/premium-card/return': async () => {
    const { testApp } = await paystackApp();
    const { client, url } = await premiumAtPaystack(testApp);
    return client.fetch(await pressOnCheckout(url, 'pay'));
  },
};
