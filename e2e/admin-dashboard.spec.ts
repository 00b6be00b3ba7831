import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { backToDashboardAndOpen } from './support/admin-dashboard';
import { listRows } from './support/lists';
import { pendingOrderForAdmin } from './support/orders';
import { atNarrowestPhone } from './support/viewport';

test('dashboard: the counts open the filtered lists and the latest activity links to a new order', async ({
  page,
  browser,
}) => {
  const order = await pendingOrderForAdmin(page, browser);

  await page.goto(paths.adminDashboard);
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

  await backToDashboardAndOpen(page, 'Refunds', /^Due to pay out/);
  await expect(page).toHaveURL(/\/admin\/refunds$/);

  await backToDashboardAndOpen(page, 'Latest activity', `Order ${order.confirmationNumber} placed`);
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();
});
