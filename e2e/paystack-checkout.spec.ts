import { PAYMENT_NOTICE_MESSAGES } from '../src/domain/orders/checkout.schema';
import { formatNgn } from '../src/domain/money';
import { PLAN_PRICES } from '../src/domain/catalogue/prices';
import { paths } from '../src/web/config/paths';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { openPaystackCheckout, payThroughPaystack } from './support/paystack';
import { addBeneficiaries, person, skipPayer } from './support/purchase';

/** From the plan to the payment page, with the card chosen: where the sponsor hands over to Paystack. */
async function orderZenithByCard(page: Page) {
  await page.goto(paths.beneficiary('zenith'));
  await addBeneficiaries(page, [person(35)]);
  await skipPayer(page);
  await page.getByRole('radio', { name: /^Debit Card/ }).check();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/healthcare\/payment\?order=/);
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Venus Medicare Zenith');
}

test.beforeEach(async ({ page }) => {
  await signUpViaApi(page.request);
});

test('a sponsor pays through Paystack (stubbed): verified, and the order is paid', async ({ page }) => {
  await orderZenithByCard(page);
  await expectAccessible(page);
  await openPaystackCheckout(page);
  // Paystack is asked for the order's naira total (the stub shows it to the kobo).
  await expect(page.getByText(`NGN ${(PLAN_PRICES.zenith.ngn / 100).toFixed(2)}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/healthcare\/success\?order=/);
  await expect(page.getByText('Amount paid')).toBeVisible();
  await expect(page.getByText(formatNgn(PLAN_PRICES.zenith.ngn), { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goto(paths.profile);
  await expect(page.getByRole('link', { name: /Venus Medicare Zenith, Paid/ })).toBeVisible();
});

test('a declined card comes back to the payment page, which says so; paying again works', async ({
  page,
}) => {
  await orderZenithByCard(page);
  await payThroughPaystack(page, 'Pay with a declined card');
  await expect(page).toHaveURL(/\/healthcare\/payment\?order=.*&payment=failed$/);
  await expect(page.getByRole('alert')).toHaveText(PAYMENT_NOTICE_MESSAGES.failed);
  await expectAccessible(page);

  await payThroughPaystack(page);
  await expect(page).toHaveURL(/\/healthcare\/success\?order=/);
  await expect(page.getByText('Amount paid')).toBeVisible();
});

test("'Cancel' on Paystack's checkout returns to the payment page, the order still to pay", async ({
  page,
}) => {
  await orderZenithByCard(page);
  await payThroughPaystack(page, 'Cancel');
  await expect(page).toHaveURL(/\/healthcare\/payment\?order=[^&]+$/);
  await expect(page.getByRole('button', { name: 'Pay with Debit Card' })).toBeEnabled();
});
