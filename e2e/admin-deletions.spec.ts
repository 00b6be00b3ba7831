import { formatNgn, formatUsd } from '../src/domain/money';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { listRows } from './support/lists';
import { placeOrder } from './support/orders';
import { expectToast } from './support/toasts';
import { atNarrowestPhone, expectWithinNarrowest } from './support/viewport';

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

  await page.goto(paths.adminDeletions);
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

  await page.goto(paths.adminOrder(order.id));
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
