import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { fillDeletionRequest, submitDeletionRequest } from './support/account-deletion';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { listRows } from './support/lists';
import { expectFitsNarrowestPhone } from './support/viewport';

// Issue 13, point 11: the page says what deletion does to cover and applications; the profile shows a pending
// request, which its owner can withdraw, and the admins' queue then shows it withdrawn.
test('a signed-in user reads what happens to their cover, asks, sees the request pending and withdraws it', async ({
  page,
  browser,
}) => {
  // Two axe runs and the console's queue: over 30 s when the two cores are loaded.
  test.setTimeout(60_000);
  const user = await signUpViaApi(page.request);
  await page.goto(paths.deleteAccount);
  const keeps = page.getByRole('heading', { level: 2, name: 'Your cover and applications' });
  await expect(keeps).toBeVisible();
  await expect(
    page.getByText('Health cover that is paid or active is not cancelled or refunded'),
  ).toBeVisible();
  await expect(
    page.getByText('Until we process your request, you can withdraw it from your profile.'),
  ).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowestPhone(page);
  await fillDeletionRequest(page, undefined, 'delete my account');
  await submitDeletionRequest(page);
  await page
    .getByRole('dialog', { name: 'Request Received' })
    .getByRole('link', { name: 'Return to Homepage' })
    .click();

  await page.goto(paths.profile);
  await expect(page.getByText('Deletion requested: pending')).toBeVisible();
  await expect(page.getByText(/^You asked on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\./)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(page.getByText('Deletion request withdrawn', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your account stays open.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Your account stays open.', { exact: false })).toBeVisible();

  const admin = await browser.newPage();
  await signInAsAdmin(admin.request);
  await admin.goto(paths.adminDeletions);
  await expect(listRows(admin, 'Pending deletion requests').filter({ hasText: user.email })).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Withdrawn' }).click();
  await expect(listRows(admin, 'Withdrawn deletion requests').filter({ hasText: user.email })).toContainText(
    'Withdrawn',
  );
  await admin.close();
});
