import { RECONCILIATION_MESSAGES } from '../src/domain/reconciliation/reconciliation-admin';
import { paths } from '../src/web/config/paths';
import { gtbankStatement } from '../src/testing/bank-statements';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectFieldError, expectSummaryLinks } from './support/error-summary';
import { placeOrder } from './support/orders';
import { dismissToasts, expectToast } from './support/toasts';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

test.use({ viewport: { width: 1280, height: 900 } });

test('bank statements: an admin uploads the bank’s CSV, confirms the exact match, and the order is paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { context } = await newCustomer(browser);
  const order = await placeOrder(context.request, { paymentMethod: 'bank_transfer' });
  // As payers retype it into a bank app: lower case, split by a space.
  const typed = `${order.confirmationNumber.slice(0, 6)} ${order.confirmationNumber.slice(6)}`.toLowerCase();
  const statement = gtbankStatement([
    { amountMinor: order.totalNgn, remarks: `TRF/${typed}/ADA OKAFOR` },
    { amountMinor: 4_321_00, remarks: `SCHOOL FEES ${Date.now()}` },
  ]);

  await signInAsAdmin(page.request);
  await page.goto(paths.adminDashboard);
  await page.getByRole('link', { name: 'Bank statements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();

  // The file is refused until the bank is chosen, on its field.
  await page.getByLabel('Account number').fill('0123456789');
  const file = { name: 'gtbank-november.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) };
  await page.getByLabel('Statement file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload statement' }).click();
  await expectSummaryLinks(page, [RECONCILIATION_MESSAGES.preset]);
  await expectFieldError(page.getByLabel('Bank', { exact: true }), RECONCILIATION_MESSAGES.preset);
  await page
    .getByLabel('Bank', { exact: true })
    .selectOption({ label: 'GTBank (GTWorld / internet banking)' });
  await page.getByRole('button', { name: 'Upload statement' }).click();
  await expectToast(page, 'Statement imported: 2 new credits');

  const exact = page.getByRole('list', { name: 'Exact matches' });
  const row = exact.getByRole('listitem').filter({ hasText: order.confirmationNumber });
  await expect(row).toContainText(`Order ${order.confirmationNumber}`);
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('list', { name: 'Unmatched credits' })).toContainText('SCHOOL FEES');
  await dismissToasts(page);
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));

  // The same file again changes nothing.
  await page.getByLabel('Statement file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload statement' }).click();
  await expectToast(page, 'This statement was imported before: nothing changed');

  // Only this test's match is confirmed: any other exact row is left ticked off.
  for (const other of await exact.getByRole('listitem').all()) {
    if (!((await other.textContent()) ?? '').includes(order.confirmationNumber))
      await other.getByRole('checkbox').uncheck();
  }
  await page.getByRole('button', { name: 'Confirm 1 selected' }).click();
  await expectToast(page, '1 payment confirmed');
  await expect(page.getByText(order.confirmationNumber)).toHaveCount(0);

  await page.goto(paths.adminOrder(order.id));
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('Paid', { exact: true }),
  ).toBeVisible();
});
