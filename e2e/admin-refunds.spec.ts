import { formatIn } from '../src/domain/fx/format';
import { REFUND_MESSAGES, type RefundView } from '../src/domain/payments/refund-share';
import { makeBeneficiary } from '../src/testing/order-factories';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectFieldError } from './support/error-summary';
import { listRows } from './support/lists';
import { changeOrderStatus, placeOrder } from './support/orders';
import { expectToast } from './support/toasts';
import { expectNoSidewaysScroll } from './support/viewport';

/** Two distinct Nigerian mobiles of this run, so no other test's order shares them. */
function twoMobiles(): [string, string] {
  const base = 8030000000 + Math.floor(Math.random() * 9_000_000) * 10;
  return [String(base + 1), String(base + 2)];
}

test('refunds due: an admin records a transfer refund paid out with the bank reference, and the sponsor sees it sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { context } = await newCustomer(browser);
  const [first, second] = twoMobiles();
  const placed = await placeOrder(context.request, {
    paymentMethod: 'bank_transfer',
    beneficiaries: [
      makeBeneficiary({ firstName: 'Emeka', phoneNumber: first }),
      makeBeneficiary({ firstName: 'Ngozi', phoneNumber: second }),
    ],
  });
  await signInAsAdmin(page.request);
  await changeOrderStatus(page.request, placed.id, 'paid');

  // Ngozi has not answered her invitation: the sponsor may remove her, and her share is due back by transfer.
  const { order } = (await (await context.request.get(`/api/orders/${placed.id}`)).json()) as {
    order: { beneficiaries: Array<{ id: string; firstName: string }> };
  };
  const ngozi = order.beneficiaries.find((person) => person.firstName === 'Ngozi')!;
  const removed = await context.request.delete(`/api/orders/${placed.id}/beneficiaries/${ngozi.id}`);
  expect(removed.status(), await removed.text()).toBe(200);
  const { refunds } = ((await removed.json()) as { order: { refunds: RefundView[] } }).order;
  expect(refunds).toHaveLength(1);
  const amount = formatIn(refunds[0]!.amount, refunds[0]!.currency);

  // Found from the console's menu, as an admin would.
  await page.goto(paths.adminDashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Refunds due' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds due' })).toBeVisible();
  const row = listRows(page, 'Refunds due').filter({ hasText: placed.confirmationNumber });
  await expect(row).toContainText(amount);
  await expect(row).toContainText('Person removed: Ngozi');
  await expect(row).toContainText(/Due by \d{1,2} \w+ \d{4}/);
  await expect(row.getByRole('link', { name: `Order ${placed.confirmationNumber}` })).toHaveAttribute(
    'href',
    new RegExp(`^/admin/orders/${placed.id}`),
  );
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // By keyboard: the row's button opens the form, and an empty reference is refused on its field.
  const open = row.getByRole('button', { name: `Record paid out for order ${placed.confirmationNumber}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Record refund paid out' });
  await expect(dialog).toContainText(amount);
  const reference = dialog.getByLabel('Bank reference');
  await dialog.getByRole('button', { name: 'Record paid out' }).click();
  await expectFieldError(reference, REFUND_MESSAGES.reference);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Spaces alone are no reference either, and what was typed stays.
  await reference.fill('   ');
  await dialog.getByRole('button', { name: 'Record paid out' }).click();
  await expectFieldError(reference, REFUND_MESSAGES.reference);
  await reference.fill('GTB-TRF-20261128-0042');
  await reference.press('Enter');
  await expectToast(page, `Refund of ${amount} recorded as paid out`);
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // The sponsor's order page says it was sent back.
  const sponsor = await context.newPage();
  await sponsor.goto(paths.order(placed.id));
  await expect(sponsor.getByText(`We sent ${amount} back to your account.`)).toBeVisible();
  await context.close();
});
