import type { Browser, Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { choose } from './support/combobox';
import { listRows } from './support/lists';
import { changeOrderStatus, orderAt, pendingOrderForAdmin, placeOrder } from './support/orders';
import { expectToast } from './support/toasts';
import { atNarrowestPhone } from './support/viewport';

test('orders: the status filter and a search by confirmation number narrow the list to the one order', async ({
  page,
  browser,
}) => {
  const order = await pendingOrderForAdmin(page, browser);

  await page.goto(paths.adminOrders);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await choose(page, 'Status', 'Pending payment');
  await expect(page).toHaveURL(/[?&]status=pending/);
  await page.getByLabel('Confirmation number or email').fill(order.confirmationNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${order.confirmationNumber}`));
  await expect(listRows(page, 'Orders')).toHaveCount(1);
  await expect(listRows(page, 'Orders').getByRole('link')).toHaveText(order.confirmationNumber);
  await expectAccessible(page);
});

test("orders: a search by the customer's email in any case keeps its status filter after a reload, and the other statuses show the rest", async ({
  page,
  browser,
}) => {
  const { context, user } = await newCustomer(browser);
  const order = await placeOrder(context.request);
  const cancelled = await placeOrder(context.request);
  await context.close();
  await signInAsAdmin(page.request);
  await changeOrderStatus(page.request, cancelled.id, 'cancelled');

  // The customer's email (in any case) finds both orders; the status filter keeps the pending one only, after
  // a reload too.
  await page.goto(paths.adminOrders);
  await choose(page, 'Status', 'Pending payment');
  await expect(page).toHaveURL(/[?&]status=pending/);
  const typedEmail = user.email.toUpperCase();
  await page.getByLabel('Confirmation number or email').fill(typedEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(listRows(page, 'Orders')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending payment');
  await expect(page.getByLabel('Confirmation number or email')).toHaveValue(typedEmail);
  await expect(listRows(page, 'Orders')).toHaveCount(1);
  await expect(listRows(page, 'Orders').getByRole('link')).toHaveText(order.confirmationNumber);
  await choose(page, 'Status', 'Cancelled');
  await expect(page).toHaveURL(/[?&]status=cancelled/);
  await expect(listRows(page, 'Orders').getByRole('link')).toHaveText(cancelled.confirmationNumber);
  await choose(page, 'Status', 'All statuses');
  await expect(page).not.toHaveURL(/status=/);
  await expect(listRows(page, 'Orders')).toHaveCount(2);
  await atNarrowestPhone(page, () => expect(listRows(page, 'Orders')).toHaveCount(2));
});

test('orders: a pending order offers Paid and Cancelled, never Active, and the admin marks it paid', async ({
  page,
  browser,
}) => {
  const order = await pendingOrderForAdmin(page, browser);

  await page.goto(paths.adminOrder(order.id));
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'New status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Paid', 'Cancelled']);
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await page.getByRole('button', { name: 'Update status' }).click();
  await expectToast(page, 'Order status updated');
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('Paid', { exact: true }),
  ).toBeVisible();
});

/** An order whose people consented once it was paid, so the admin can make it active (docs/decisions/049). */
async function consentedOrder(browser: Browser) {
  const { context } = await newCustomer(browser);
  const order = await orderAt('consented', context.request, browser);
  await context.close();
  return order;
}

async function makeActive(page: Page) {
  await page.getByRole('combobox', { name: 'New status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Active', 'Cancelled']);
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('Active', { exact: true }),
  ).toBeVisible();
}

test('orders: a paid order whose people consented becomes Active by hand, then expires only by itself, and its history shows both changes', async ({
  page,
  browser,
}) => {
  const order = await consentedOrder(browser);
  await signInAsAdmin(page.request);
  await page.goto(paths.adminOrder(order.id));
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();

  // Paid moves on to Active; only the coverage sweep moves it on, to Expired (decision 037).
  await makeActive(page);
  await expect(
    page.getByText(
      'Nothing to change by hand: the order becomes Expired by itself, the day after its cover ends.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'New status' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Pending payment → Paid')).toBeVisible();
  await expect(history.getByText('Paid → Active')).toBeVisible();
  await atNarrowestPhone(page, () => expect(history).toBeVisible());
});

test('orders: once the admin makes an order active, its row in the list says Active', async ({
  page,
  browser,
}) => {
  const order = await consentedOrder(browser);
  await signInAsAdmin(page.request);

  // The list is seen (and so cached) before the change, then the order is opened from it.
  await page.goto(`${paths.adminOrders}?q=${order.confirmationNumber}`);
  await expect(listRows(page, 'Orders')).toHaveCount(1);
  await expect(listRows(page, 'Orders')).toContainText('Paid');
  await listRows(page, 'Orders').getByRole('link', { name: order.confirmationNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();
  await makeActive(page);

  // Back in the list, the row shows the new status (the change marked the cached list stale).
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Confirmation number or email').fill(order.confirmationNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(listRows(page, 'Orders')).toHaveCount(1);
  await expect(listRows(page, 'Orders')).toContainText('Active');
});

test('orders: a cancelled order says its status is final and offers no other', async ({ page, browser }) => {
  const { context } = await newCustomer(browser);
  const cancelled = await placeOrder(context.request);
  await context.close();
  await signInAsAdmin(page.request);
  await changeOrderStatus(page.request, cancelled.id, 'cancelled');

  await page.goto(paths.adminOrder(cancelled.id));
  await expect(page.getByRole('heading', { level: 1, name: cancelled.confirmationNumber })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('Cancelled', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('This status is final: it cannot change any more.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'New status' })).toHaveCount(0);
});
