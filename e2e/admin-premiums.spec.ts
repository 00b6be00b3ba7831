import { calendarDateOf, formatCalendarDate } from '../src/domain/calendar-date';
import { premiumReference } from '../src/domain/funeral/funeral-ledger';
import { formatNgn } from '../src/domain/money';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { applyForFuneralPlan, changeApplicationStatus } from './support/applications';
import { listRows } from './support/lists';
import { expectNoSidewaysScroll } from './support/viewport';

// The admin's premiums page (issue 27 point 7, decision 065): a plan approved today has its first premium due.

test('funeral premiums: a first premium due today is listed with its reference, and its row opens the application', async ({
  page,
  browser,
}) => {
  const { context, user } = await newCustomer(browser);
  const application = await applyForFuneralPlan(context.request, user);
  await context.close();
  await signInAsAdmin(page.request);
  await changeApplicationStatus(page.request, 'funeral', application.id, 'approved');

  // Found from the console's menu, beside the applications.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Funeral premiums' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funeral premiums' })).toBeVisible();

  const row = listRows(page, 'Premiums due and overdue').filter({ hasText: application.reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(row).toContainText(premiumReference(application.reference, 0));
  await expect(row).toContainText(formatNgn(application.monthlyPriceNgn!));
  await expect(row).toContainText(`Due ${formatCalendarDate(calendarDateOf(new Date()))}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Arrears' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lapses in the next 7 days' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The row opens the application, where the transfer is recorded.
  await row.getByRole('link', { name: application.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: application.reference })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record transfer received' })).toBeVisible();
});
