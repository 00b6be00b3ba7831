import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { CreateOrderInput } from '../../src/domain/orders/order.schema';
import { makeBeneficiary, makeOrderRequest } from '../../src/testing/order-factories';
import { newCustomer } from './accounts';
import { signInAsAdmin } from './admin';
import { consentForEveryone } from './invitations';
import { uniqueKey, uniqueMobile } from './unique';

export interface PlacedOrder {
  id: string;
  confirmationNumber: string;
  totalUsd: number;
  totalNgn: number;
}

/**
 * Places a pending health-plan order as the signed-in customer of `request`. Its person has a phone no other test
 * uses: her invitation and codes are read back from the Termii stub by number (consentForEveryone).
 */
export async function placeOrder(
  request: APIRequestContext,
  overrides: Partial<CreateOrderInput> = {},
): Promise<PlacedOrder> {
  const response = await request.post('/api/orders', {
    data: makeOrderRequest({
      idempotencyKey: uniqueKey('e2e-order'),
      beneficiaries: [makeBeneficiary({ phoneNumber: uniqueMobile() })],
      ...overrides,
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: PlacedOrder }).order;
}

/** Changes an order's status as the admin signed in on `adminRequest`. */
export async function changeOrderStatus(adminRequest: APIRequestContext, orderId: string, status: string) {
  const response = await adminRequest.post(`/api/admin/orders/${orderId}/status`, {
    data: { status, note: '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** How far an order has come: paid by transfer, then every person's consent given, then activated. */
export type OrderStage = 'paid' | 'consented' | 'active';

/**
 * An order the customer of `request` placed and the suite's admin brought to `stage` through the API: paid, its
 * people's consent given through their links, then active. A test that checks one stage's pages starts from here
 * rather than clicking through the earlier ones again.
 */
export async function orderAt(
  stage: OrderStage,
  request: APIRequestContext,
  browser: Browser,
  overrides: Partial<CreateOrderInput> = {},
): Promise<PlacedOrder> {
  const order = await placeOrder(request, overrides);
  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  await changeOrderStatus(admin.request, order.id, 'paid');
  // The people are invited once it is paid, and each answers before it can become active (docs/decisions/049).
  if (stage !== 'paid') await consentForEveryone(request, order.id);
  if (stage === 'active') await changeOrderStatus(admin.request, order.id, 'active');
  await admin.close();
  return order;
}

/**
 * An order the customer of `request` placed, its people's consent given through their links, which the suite's
 * admin then marked paid and active.
 */
export function activeOrder(
  request: APIRequestContext,
  browser: Browser,
  overrides: Partial<CreateOrderInput> = {},
): Promise<PlacedOrder> {
  return orderAt('active', request, browser, overrides);
}

/** A new customer's pending order, placed through the API, with the test's page signed in as the suite's admin. */
export async function pendingOrderForAdmin(page: Page, browser: Browser): Promise<PlacedOrder> {
  const { context } = await newCustomer(browser);
  const order = await placeOrder(context.request);
  await context.close();
  await signInAsAdmin(page.request);
  return order;
}
