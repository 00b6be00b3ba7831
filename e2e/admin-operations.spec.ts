import { formatNgn, formatUsd } from '../src/domain/money';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { backToDashboardAndOpen } from './support/admin-dashboard';
import { applyForFuneralPlan, applyForProperty, decide, openApplication } from './support/applications';
import { choose } from './support/combobox';
import { listRows } from './support/lists';
import { openNotifications } from './support/notifications';
import { changeOrderStatus, placeOrder } from './support/orders';
import { expectMailTo } from './support/outbox';
import { findInOpenInbox } from './support/support-requests';
import { dismissToasts, expectToast } from './support/toasts';
import { uniqueKey } from './support/unique';
import { atNarrowestPhone, expectWithinNarrowest } from './support/viewport';

test('orders: the filter and search narrow the list, survive a reload, and the order moves only along the allowed statuses', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, user } = await newCustomer(browser);
  const order = await placeOrder(context.request);
  const cancelled = await placeOrder(context.request);
  await signInAsAdmin(page.request);
  await changeOrderStatus(page.request, cancelled.id, 'cancelled');

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await choose(page, 'Status', 'Pending payment');
  await expect(page).toHaveURL(/[?&]status=pending/);
  await page.getByLabel('Confirmation number or email').fill(order.confirmationNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${order.confirmationNumber}`));
  await expect(listRows(page, 'Orders')).toHaveCount(1);
  await expect(listRows(page, 'Orders').getByRole('link')).toHaveText(order.confirmationNumber);
  await expectAccessible(page);

  // The customer's email (in any case) finds both orders; the status filter keeps the pending one only, after
  // a reload too.
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

  // A pending order offers Paid and Cancelled, never Active.
  await listRows(page, 'Orders').getByRole('link', { name: order.confirmationNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'New status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Paid', 'Cancelled']);
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await page.getByRole('button', { name: 'Update status' }).click();
  await expectToast(page, 'Order status updated');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Paid', { exact: true })).toBeVisible();

  // Paid moves on to Active, which is final.
  await page.getByRole('combobox', { name: 'New status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Active', 'Cancelled']);
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(summary.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('This status is final: it cannot change any more.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Pending payment → Paid')).toBeVisible();
  await expect(history.getByText('Paid → Active')).toBeVisible();
  await atNarrowestPhone(page, () => expect(history).toBeVisible());

  // Back in the list, the row shows the new status (the change marked the cached list stale).
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Confirmation number or email').fill(order.confirmationNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(listRows(page, 'Orders')).toHaveCount(1);
  await expect(listRows(page, 'Orders')).toContainText('Active');

  await page.goto(`/admin/orders/${cancelled.id}`);
  await expect(page.getByRole('heading', { level: 1, name: cancelled.confirmationNumber })).toBeVisible();
  await expect(summary.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('This status is final: it cannot change any more.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'New status' })).toHaveCount(0);
  await context.close();
});

test('applications: the admin approves a property application and rejects a funeral one, and the customer is told', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, user } = await newCustomer(browser);
  const property = await applyForProperty(context.request);
  const funeral = await applyForFuneralPlan(context.request, user);
  await signInAsAdmin(page.request);

  await page.goto('/admin/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Property' })).toHaveAttribute('aria-selected', 'true');
  await openApplication(page, 'Property', property.reference);
  await expectAccessible(page);
  await decide(page, 'Approved');
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expectMailTo(user.email, 'Application approved', property.reference);

  await dismissToasts(page);
  await page.getByRole('link', { name: 'Applications' }).click();
  await openApplication(page, 'Funeral', funeral.reference);
  await expect(page).toHaveURL(/\/admin\/applications\/funeral\//);
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expect(page.getByRole('region', { name: 'History' })).toBeVisible());
  await decide(page, 'Rejected');
  await expect(page.getByText('This status is final: it cannot change any more.')).toBeVisible();
  await expectMailTo(user.email, 'Application rejected', funeral.reference);

  const notifications = await openNotifications(context);
  await expect(notifications.getByText('Application approved')).toBeVisible();
  await expect(notifications.getByText(`Your application ${property.reference} for`)).toBeVisible();
  await expect(notifications.getByText('Application rejected')).toBeVisible();
  await expect(notifications.getByText(`Your application ${funeral.reference} for`)).toBeVisible();
  await context.close();
});

test('support: the admin replies from the inbox, the customer gets the reply, and the request is closed and reopened', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, user } = await newCustomer(browser);
  const subject = `Cover for my mother ${uniqueKey('q')}`;
  const sent = await context.request.post('/api/support-requests', {
    data: { subject, message: 'Does the Super plan cover hospital stays in Abuja?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await signInAsAdmin(page.request);

  const link = await findInOpenInbox(page, subject);
  await expect(listRows(page, 'Support requests').filter({ hasText: subject })).toContainText('No replies');
  await expectAccessible(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Does the Super plan cover hospital stays in Abuja?')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expectAccessible(page);

  const reply = 'Yes, hospital stays in Abuja are covered.';
  await page.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expectToast(page, 'Reply sent');
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  const replies = page.getByRole('region', { name: 'Replies' });
  await expect(replies.getByText(reply)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await atNarrowestPhone(page, () => expect(replies).toBeVisible());
  await expectMailTo(user.email, 'Reply to your support request', reply);

  const notifications = await openNotifications(context);
  await expect(notifications.getByText('Reply to your support request')).toBeVisible();
  await expect(notifications.getByText(reply)).toBeVisible();

  await page.getByRole('button', { name: 'Close request' }).click();
  await expectToast(page, 'Request closed');
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText('This request is closed. Reopen it to reply.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reopen request' }).click();
  await expectToast(page, 'Request reopened');
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await expect(replies.getByText(reply)).toBeVisible();

  // The inbox (all requests, newest first, loaded before the changes) shows the request as it is now.
  await page.getByRole('link', { name: 'Support inbox' }).click();
  const row = listRows(page, 'Support requests').filter({ hasText: subject });
  await expect(row).toContainText('1 reply');
  await expect(row).toContainText('Open');
  await context.close();
});

test('deletion: processing a request deletes the account and its personal data, and keeps the order for the books', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, user } = await newCustomer(browser);
  const order = await placeOrder(context.request);
  const asked = await context.request.post('/api/deletion-requests', {
    data: {
      email: user.email,
      reason: 'I no longer live abroad and do not need the service.',
      confirmation: 'Please delete my account',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await context.close();
  await signInAsAdmin(page.request);

  await page.goto('/admin/deletion-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Deletion requests' })).toBeVisible();
  const pending = listRows(page, 'Pending deletion requests');
  const row = pending.filter({ hasText: user.email });
  await expect(row).toContainText('I no longer live abroad');
  await expect(row).toContainText('Account found');
  await expect(row).toContainText('Confirmed: Signed in');
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expect(row).toBeVisible());

  await row.getByRole('button', { name: `Process the request from ${user.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this account and its data?' });
  await expect(dialog).toContainText(`The account ${user.email} is deleted now. This cannot be undone.`);
  await expect(dialog.getByRole('heading', { name: 'Kept for the books' })).toBeVisible();
  await expectAccessible(page);
  // The long email must wrap: the dialog, its list and its buttons stay on a 320 px screen.
  await atNarrowestPhone(page, async () => {
    await expectWithinNarrowest(dialog);
    await expectWithinNarrowest(dialog.getByRole('button', { name: 'Delete account and data' }));
  });
  await dialog.getByRole('button', { name: 'Delete account and data' }).click();
  await expectToast(page, 'Account and personal data deleted');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(user.email)).toHaveCount(0);

  // Processed, the request keeps no email: it reads 'Email removed'.
  await page.getByRole('tab', { name: 'Processed' }).click();
  await expect(page).toHaveURL(/[?&]status=processed/);
  const processed = listRows(page, 'Processed deletion requests').filter({ hasText: 'Email removed' });
  await expect(processed.first()).toContainText(/Processed \d/);
  await expect(page.getByText(user.email)).toHaveCount(0);

  const signIn = await (
    await browser.newContext()
  ).request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(401);

  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`${formatUsd(order.totalUsd)} / ${formatNgn(order.totalNgn)}`);
  await expect(summary.getByText('Pending payment', { exact: true })).toBeVisible();
  await expect(summary).toContainText('Personal data removed');
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Account deleted');
  const beneficiaries = page.getByRole('region', { name: /^Beneficiaries/ });
  await expect(beneficiaries.getByText('Removed when the account was deleted').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payer' })).toContainText(
    'Removed when the account was deleted',
  );
  await expect(page.getByText('Okafor')).toHaveCount(0);
  await expectAccessible(page);
});

test('dashboard: the counts open the filtered lists and the latest activity links to a new order', async ({
  page,
  browser,
}) => {
  const { context } = await newCustomer(browser);
  const order = await placeOrder(context.request);
  await context.close();
  await signInAsAdmin(page.request);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Latest activity' });
  const placed = activity.getByRole('link', { name: `Order ${order.confirmationNumber} placed` });
  await expect(placed).toBeVisible();
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expect(placed).toBeVisible());

  const orders = page.getByRole('region', { name: 'Orders' });
  await orders.getByRole('link', { name: /^Pending payment/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending payment');
  await expect(listRows(page, 'Orders').getByRole('link', { name: order.confirmationNumber })).toBeVisible();

  await backToDashboardAndOpen(page, 'Support inbox', /^Open requests/);
  await expect(page).toHaveURL(/\/admin\/support\?status=open$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Open');

  await backToDashboardAndOpen(page, 'Funeral applications', /^Approved/);
  await expect(page).toHaveURL(/\/admin\/applications\?kind=funeral&status=approved$/);
  await expect(page.getByRole('tab', { name: 'Funeral' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Approved');

  await backToDashboardAndOpen(page, 'Deletion requests', /^Pending/);
  await expect(page).toHaveURL(/\/admin\/deletion-requests\?status=pending$/);
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');

  await backToDashboardAndOpen(page, 'Latest activity', `Order ${order.confirmationNumber} placed`);
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();
});
