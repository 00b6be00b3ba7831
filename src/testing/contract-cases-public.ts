import { makeSignUp } from './factories';
import { deletionConfirmToken } from './deletion-requests';
import { send, type ContractCase } from './contract-world';
import { createTestClient } from './test-client';
import { completedEvent, signedWebhookRequest } from './test-payments';

let sequence = 0;
/** A deletion request as the public form sends it, signed out, for an address of its own. */
const deletionRequest = () => ({
  email: `leaving.${Date.now().toString(36)}.${++sequence}@example.com`,
  reason: 'I no longer need the service.',
  confirmation: 'delete my account',
});

/** What a browser sends when a button of the test checkout page's form is pressed. */
const FORM_POST = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

/** Contract cases of what a visitor can call, and of the card provider's side of payments. */
export const PUBLIC_CASES: Record<string, ContractCase> = {
  'GET /health': ({ visitor }) => visitor.fetch('/api/health'),
  'GET /health/ready': ({ visitor }) => visitor.fetch('/api/health/ready'),
  'GET /session': async ({ visitor, customer }) => [
    await visitor.fetch('/api/session'),
    await customer.client.fetch('/api/session'),
  ],
  // A client of its own: signing up signs it in.
  'POST /accounts': ({ testApp }) => createTestClient(testApp).postJson('/api/accounts', makeSignUp()),
  'GET /payments/options': ({ visitor }) => visitor.fetch('/api/payments/options'),
  'GET /funeral-plans': ({ visitor }) => visitor.fetch('/api/funeral-plans'),
  'GET /funeral-plans/{id}': ({ visitor, plan }) => visitor.fetch(`/api/funeral-plans/${plan.id}`),
  'GET /realty-providers': ({ visitor }) => visitor.fetch('/api/realty-providers'),
  'GET /exchange-rates': async ({ admin, visitor }) => {
    await send(admin, 'POST', '/api/admin/exchange-rates', { currency: 'GBP', ngnPerUnit: '2050.5' });
    return visitor.fetch('/api/exchange-rates');
  },
  'GET /properties': ({ visitor }) => visitor.fetch('/api/properties'),
  'GET /hospitals': async ({ visitor }) => [
    await visitor.fetch('/api/hospitals?name=clinic&state=Lagos'),
    await visitor.fetch('/api/hospitals?tier=Tier%209'),
  ],
  'GET /properties/featured': ({ visitor }) => visitor.fetch('/api/properties/featured'),
  'GET /properties/{id}': ({ visitor, property }) => visitor.fetch(`/api/properties/${property.id}`),
  'GET /media/sample/{file}': ({ visitor, property }) => visitor.fetch(property.mainImage),
  'POST /deletion-requests': ({ visitor }) => visitor.postJson('/api/deletion-requests', deletionRequest()),
  'POST /deletion-requests/confirm': async ({ testApp, visitor }) => {
    const request = deletionRequest();
    await visitor.postJson('/api/deletion-requests', request);
    const token = await deletionConfirmToken(testApp, request.email);
    return visitor.postJson('/api/deletion-requests/confirm', { token });
  },
  'POST /payments/webhook': async ({ visitor, cardCheckout }) => {
    const { order, checkoutId } = await cardCheckout();
    return visitor.fetch('/api/payments/webhook', signedWebhookRequest(completedEvent(checkoutId, order)));
  },
  'GET /payments/test-checkout/{checkoutId}': async ({ cardCheckout }) => {
    const { client, checkoutId } = await cardCheckout();
    const page = `/api/payments/test-checkout/${checkoutId}`;
    const open = await client.fetch(page);
    await client.fetch(`${page}/cancel`, FORM_POST);
    return [open, await client.fetch(page)];
  },
  'POST /payments/test-checkout/{checkoutId}/pay': async ({ cardCheckout }) => {
    const { client, checkoutId } = await cardCheckout();
    return client.fetch(`/api/payments/test-checkout/${checkoutId}/pay`, FORM_POST);
  },
  'POST /payments/test-checkout/{checkoutId}/cancel': async ({ cardCheckout }) => {
    const { client, checkoutId } = await cardCheckout();
    return client.fetch(`/api/payments/test-checkout/${checkoutId}/cancel`, FORM_POST);
  },
};
