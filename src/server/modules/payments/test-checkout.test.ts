import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { itWithTestCards as it, it as withCardsOff } from '../../../testing/api-test';
import { formatUsd } from '../../../domain/money';
import { placeOrderAs } from '../../../testing/order-api';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestApp } from '../../../testing/test-app';
import type { TestClient } from '../../../testing/test-client';
import { paymentCheckouts } from '../../db/schema';
import { LOCKED_DOWN_CSP } from '../../http/security-headers';

/** The app with test card payments on; `withCardsOff` runs a test on a default install's, where they are off. */

async function startCardCheckout(testApp: TestApp) {
  const { client } = await signedUpClient(testApp);
  const order = await placeOrderAs(client, { paymentMethod: 'card' });
  const { url } = await (await client.api.payments.checkout.$post({ json: { orderId: order.id } })).json();
  return { client, order, url, checkoutId: url.split('/').pop()! };
}

/** What a browser does when a button in the page's form is pressed: a same-origin form post. */
const submitForm = (client: TestClient, action: string) =>
  client.fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

const statusOf = async (client: TestClient, id: string) =>
  (await (await client.api.orders[':id'].$get({ param: { id } })).json()).order.status;

describe('the test checkout page', () => {
  it('shows the plan, the amount and the two buttons, as a self-contained page under the page CSP', async ({
    testApp,
  }) => {
    const { client, order, url, checkoutId } = await startCardCheckout(testApp);
    const response = await client.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toBe(LOCKED_DOWN_CSP);
    expect(csp).toContain("form-action 'self'");
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('name="viewport"');
    expect(page).toContain(order.planName);
    expect(page).toContain(formatUsd(order.totalUsd));
    expect(page).toContain(`action="/api/payments/test-checkout/${checkoutId}/pay"`);
    expect(page).toContain(`action="/api/payments/test-checkout/${checkoutId}/cancel"`);
    expect(page).toMatch(/<button type="submit"[^>]*>Pay<\/button>/);
    expect(page).toMatch(/<button type="submit"[^>]*>Cancel<\/button>/);
    expect(page).not.toMatch(/<script|<link|src=|https?:\/\//);
  });

  it("'Pay' marks the order paid and sends the browser to the success page", async ({ testApp }) => {
    const { client, order, url } = await startCardCheckout(testApp);
    const response = await submitForm(client, `${url}/pay`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/healthcare/success?order=${order.id}`);
    expect(await statusOf(client, order.id)).toBe('paid');
    const { notifications } = await (await client.api.notifications.$get()).json();
    expect(notifications[0]).toMatchObject({ title: 'Payment received' });

    // Back to the page, or 'Pay' again: the order is paid, so both go to the success page.
    expect((await client.fetch(url)).headers.get('location')).toBe(`/healthcare/success?order=${order.id}`);
    expect((await submitForm(client, `${url}/pay`)).status).toBe(303);
    const paid = (await (await client.api.notifications.$get()).json()).notifications;
    expect(paid.filter((notification) => notification.title === 'Payment received')).toHaveLength(1);
  });

  it("'Cancel' leaves the order pending and returns to the payment page", async ({ testApp }) => {
    const { client, order, url, checkoutId } = await startCardCheckout(testApp);
    const response = await submitForm(client, `${url}/cancel`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/healthcare/payment?order=${order.id}`);
    expect(await statusOf(client, order.id)).toBe('pending');
    const [checkout] = await testApp.runtime.database.db
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.id, checkoutId));
    expect(checkout?.status).toBe('cancelled');
    // A new checkout can still be started from the payment page.
    expect((await client.api.payments.checkout.$post({ json: { orderId: order.id } })).status).toBe(200);
  });

  it('refuses the form posts from another site', async ({ testApp }) => {
    const { client, order, url } = await startCardCheckout(testApp);
    const response = await client.fetch(`${url}/pay`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await statusOf(client, order.id)).toBe('pending');
  });

  it('answers an unknown or malformed checkout id with 404', async ({ visitor: client }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await client.fetch(`/api/payments/test-checkout/${id}`)).status).toBe(404);
      expect((await submitForm(client, `/api/payments/test-checkout/${id}/pay`)).status).toBe(404);
    }
  });

  withCardsOff(
    'does not exist while card payments are off, and neither does the webhook',
    async ({ visitor: client }) => {
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await client.fetch(`/api/payments/test-checkout/${id}`)).status).toBe(404);
      expect((await submitForm(client, `/api/payments/test-checkout/${id}/pay`)).status).toBe(404);
      expect((await submitForm(client, `/api/payments/test-checkout/${id}/cancel`)).status).toBe(404);
      expect((await client.postJson('/api/payments/webhook', {})).status).toBe(404);
    },
  );
});
