import { adminClient } from './admin-client';
import { applicationFixtures } from './application-fixtures';
import { requestDeletion } from './deletion-requests';
import { placeOrderAs } from './order-api';
import { createProperty } from './property-factories';
import { signedUpClient } from './signed-up-client';
import type { TestApp } from './test-app';
import { createTestClient, type TestClient } from './test-client';

/** A JSON request as the web sends it; `body` undefined sends none. */
export function send(client: TestClient, method: string, path: string, body?: unknown) {
  const headers = body === undefined ? undefined : { 'content-type': 'application/json' };
  return client.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const SUPPORT_REQUEST = { subject: 'My order', message: 'When does the cover start for my mother?' };
export const REPLY = 'It starts on the date shown on your order.';

/** A customer's card order with a test checkout started; the app needs `cardPayments: 'test'`. */
async function cardCheckout(testApp: TestApp) {
  const { client } = await signedUpClient(testApp);
  const order = await placeOrderAs(client, { paymentMethod: 'card' });
  const started = await send(client, 'POST', '/api/payments/checkout', { orderId: order.id });
  const { url } = (await started.json()) as { url: string };
  return { client, order, checkoutId: url.split('/').pop() ?? '' };
}

/**
 * What the contract cases call the API with: a visitor, a customer and an admin, and one of each thing the lists
 * show, so every list answers at least one item. A case that changes something makes its own (the `fresh…`
 * helpers), so no case depends on another or on their order.
 */
export async function createContractWorld(testApp: TestApp) {
  const db = testApp.runtime.database.db;
  const applications = await applicationFixtures(testApp);
  const { provider, plan } = applications;
  const customer = await signedUpClient(testApp);
  const admin = (await adminClient(testApp)).client;
  const property = await createProperty(db, provider.id);
  const order = await placeOrderAs(customer.client);
  const propertyApplication = await applications.propertyApplication();
  const funeralApplication = await applications.funeralApplication();
  // Admins' work, so the audit log, the dashboard's activity and the details' histories and threads have entries.
  const supportRequest = async () => {
    const asked = await send(customer.client, 'POST', '/api/support-requests', SUPPORT_REQUEST);
    const { id } = (await asked.json()) as { id: string };
    await send(admin, 'POST', `/api/admin/support-requests/${id}/replies`, { body: REPLY });
    return id;
  };
  const supportRequestId = await supportRequest();
  for (const { kind, id } of [propertyApplication, funeralApplication]) {
    await send(admin, 'POST', `/api/admin/applications/${kind}/${id}/status`, { status: 'approved' });
  }
  const leaving = await signedUpClient(testApp);
  await requestDeletion(testApp, leaving.client, leaving.signUp.email);

  return {
    testApp,
    visitor: createTestClient(testApp),
    customer,
    admin,
    provider,
    property,
    plan,
    order,
    propertyApplication,
    funeralApplication,
    supportRequestId,
    freshCustomer: () => signedUpClient(testApp),
    freshAdmin: () => adminClient(testApp),
    freshProperty: () => createProperty(db, provider.id),
    freshPropertyApplication: () => applications.propertyApplication(),
    /** A customer's support request with an admin's reply; answers its id. */
    freshSupportRequest: supportRequest,
    cardCheckout: () => cardCheckout(testApp),
  };
}

export type ContractWorld = Awaited<ReturnType<typeof createContractWorld>>;

/** One operation's contract case: valid requests, each answered with a success the document must describe. */
export type ContractCase = (world: ContractWorld) => Promise<Response | Response[]>;
