import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { makeUser, signUpViaApi } from './support/accounts';
import { openAsAdmin } from './support/admin';
import { expectFitsNarrowestPhone } from './support/viewport';

test('an admin makes a new user an admin and takes the role back, each confirmed', async ({
  page,
  browser,
}) => {
  const user = makeUser({ firstName: 'Tobi', lastName: 'Bakare' });
  const context = await browser.newContext();
  await signUpViaApi(context.request, user);
  await context.close();

  await openAsAdmin(page, '/admin/users', 'Users');
  await page.getByLabel('Email or name').fill(user.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.email);
  await expect(row.getByText('Customer', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowestPhone(page);

  await row.getByRole('button', { name: `Make admin for ${user.email}` }).click();
  const promote = page.getByRole('dialog', { name: `Make ${user.email} an admin?` });
  await expectAccessible(page);
  await promote.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText(`${user.email} is now an admin`)).toBeVisible();
  await expect(promote).toBeHidden();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Remove admin from ${user.email}` }).click();
  const demote = page.getByRole('dialog', { name: `Remove admin from ${user.email}?` });
  await demote.getByRole('button', { name: 'Remove admin' }).click();
  await expect(page.getByText(`${user.email} is no longer an admin`)).toBeVisible();
  await expect(row.getByText('Customer', { exact: true })).toBeVisible();
});
