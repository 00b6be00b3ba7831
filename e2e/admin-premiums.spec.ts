import type { Browser, Page } from '@playwright/test';
import { calendarDateOf, formatCalendarDate } from '../src/domain/calendar-date';
import { premiumReference } from '../src/domain/funeral/funeral-ledger';
import { formatNgn } from '../src/domain/money';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { applyForFuneralPlan, changeApplicationStatus } from './support/applications';
import { listRows } from './support/lists';
import { expectNoSidewaysScroll } from './support/viewport';

// The admin's premiums page (issue 27 point 7, decision 065): a plan approved today has its first premium due.

/** A customer's funeral application, approved by the admin `page` is signed in as: its first premium due today. */
async function approvedApplication(page: Page, browser: Browser) {
  const { context, user } = await newCustomer(browser);
  const application = await applyForFuneralPlan(context.request, user);
  await context.close();
  await signInAsAdmin(page.request);
  await changeApplicationStatus(page.request, 'funeral', application.id, 'approved');
  return { application, user };
}

test('funeral premiums: a first premium due today is listed with its reference, and its row opens the application', async ({
  page,
  browser,
}) => {
  const { application, user } = await approvedApplication(page, browser);

  // Found from the console's menu, beside the applications.
  await page.goto(paths.adminDashboard);
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

test('funeral premiums: an admin records a transfer, refunds it with a reason, then waives the premium', async ({
  page,
  browser,
}) => {
  const { application } = await approvedApplication(page, browser);
  const first = premiumReference(application.reference, 0);
  const amount = formatNgn(application.monthlyPriceNgn!);
  await page.goto(paths.adminApplication('funeral', application.id));
  await expect(page.getByRole('heading', { level: 1, name: application.reference })).toBeVisible();
  const ledger = page.getByRole('list', { name: 'Ledger' });

  await page.getByRole('button', { name: 'Record transfer received' }).click();
  await expect(ledger.getByRole('listitem').filter({ hasText: first })).toContainText(
    `${amount} by transfer`,
  );

  // A refund needs its reason: refused on the field, nothing recorded.
  await page.getByRole('button', { name: `Record refund ${first}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund premium ${first}` });
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    /Give the reason/,
  );
  await expectAccessible(page);
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Paid twice by mistake');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund).toBeHidden();
  await expect(ledger.getByRole('listitem').filter({ hasText: `${first}-R1` })).toContainText(
    `Refunded ${amount} by transfer`,
  );
  // The premium is unpaid again, so it can be waived; nothing is left to refund.
  await expect(page.getByRole('button', { name: /^Record refund/ })).toHaveCount(0);

  await page.getByRole('button', { name: `Waive premium ${first}` }).click();
  const waive = page.getByRole('dialog', { name: `Waive premium ${first}` });
  await waive.getByRole('textbox', { name: 'Reason' }).fill('Goodwill after the double payment');
  await waive.getByRole('button', { name: 'Waive premium' }).click();
  await expect(waive).toBeHidden();
  await expect(ledger.getByRole('listitem').filter({ hasText: `${first}-2` })).toContainText(
    'Waived, no money',
  );
  await expect(page.getByRole('status').filter({ hasText: /^In force/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
