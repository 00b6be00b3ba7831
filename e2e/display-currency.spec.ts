import type { Page } from '@playwright/test';
import { EXCHANGE_RATE_MESSAGES } from '../src/domain/fx/exchange-rate.schema';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { openAsAdmin } from './support/admin';
import { expectSummaryFocused, expectSummaryLinks } from './support/error-summary';
import { addBeneficiaries, person, skipPayer } from './support/purchase';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// Display currencies and the locked quote (issue 17, points 2-3; docs/decisions/047). The e2e database has the
// seeded sample rates: GBP 2050 naira, so Super's ₦407,460 is about £198.76.
test.use({ viewport: { width: 390, height: 844 } });

const SUPER_IN_GBP = '£198.76';

/** Pounds chosen on the plan page, as a visitor does it; the choice is remembered for the later pages. */
async function choosePounds(page: Page) {
  await page.goto(paths.healthcarePlan('super'));
  await page.getByLabel('Estimate prices in').selectOption('GBP');
  await expect(page.getByText(`≈ ${SUPER_IN_GBP} estimate (sample rate)`).first()).toBeVisible();
}

/** Signed up, pounds chosen, one person of 40 on Super, on to Review & Pay. */
async function reviewAndPayInPounds(page: Page) {
  await choosePounds(page);
  await signUpViaApi(page.request);
  await page.goto(paths.beneficiary('super'));
  await addBeneficiaries(page, [person(40)]);
  await skipPayer(page);
  return page.getByRole('region', { name: 'Amount to pay' });
}

test('a visitor in GBP: the catalogue estimates once chosen, and the choice is remembered', async ({
  page,
}) => {
  // A visitor, on the prerendered plan page: the plan's own prices at paint, no estimate before a choice.
  await page.goto(paths.healthcarePlan('super'));
  await expect(page.getByText('₦407,460').first()).toBeVisible();
  await expect(page.getByText(/estimate/)).toHaveCount(0);
  await page.getByLabel('Estimate prices in').selectOption('GBP');
  await expect(page.getByText(`≈ ${SUPER_IN_GBP} estimate (sample rate)`).first()).toBeVisible();
  await expectAccessible(page);

  // Remembered: a later visit shows the estimate with no choice to make again.
  await page.goto(paths.healthcareOptions);
  await page.goto(paths.healthcarePlan('super'));
  await expect(page.getByLabel('Estimate prices in')).toHaveValue('GBP');
  await expect(page.getByText(`≈ ${SUPER_IN_GBP} estimate (sample rate)`).first()).toBeVisible();
});

test('a sponsor in GBP: Review & Pay headlines one amount in what the chosen method takes, the pounds beneath', async ({
  page,
}) => {
  // The bank account and Paystack both take naira, so the pounds are a secondary line, never an 'estimate' beside
  // a lock (docs/decisions/051).
  const money = await reviewAndPayInPounds(page);
  await expect(money.getByTestId('amount-to-pay')).toHaveText('Send ₦407,460 by bank transfer');
  await expect(money).toContainText(`About ${SUPER_IN_GBP} at ₦2,050 = £1 (sample rate).`);
  await expect(money).toContainText('Plan price: $');
  await page.getByRole('radio', { name: /^Debit Card/ }).check();
  await expect(money.getByTestId('amount-to-pay')).toHaveText('You pay ₦407,460 by card');
  await expect(page.getByText(/estimate/)).toHaveCount(0);
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));
});

test('a sponsor in GBP: the order is quoted and locked by card, paid, and the receipt says what was taken', async ({
  page,
}) => {
  await reviewAndPayInPounds(page);
  await page.getByRole('radio', { name: /^Debit Card/ }).check();
  // Placed by card: the payment page says the same one amount.
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/healthcare\/payment\?order=/);
  await expect(page.getByTestId('amount-to-pay')).toHaveText('You pay ₦407,460 by card');
  await expect(page.getByRole('region', { name: 'Amount to pay' })).toContainText(`About ${SUPER_IN_GBP}`);
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));

  // Paid: the receipt says what Paystack actually took, in naira, how and when, on the success and order pages.
  await page.getByRole('button', { name: 'Pay with Debit Card' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/healthcare\/success\?order=/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(/You paid ₦407,460 by card on \d{1,2} \w+ \d{4}\./);
  await expect(receipt.getByRole('link', { name: 'Download receipt (PDF)' })).toBeVisible();
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));
  await page.goto(paths.profile);
  await expect(page.getByRole('link', { name: /Super, Paid/ })).toBeVisible();
});

test('an admin enters a rate in the console: refused with the error summary, then kept in the history', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin/exchange-rates', 'Exchange rates');
  await expect(page.getByRole('list', { name: 'Rate history' })).toContainText('Sample');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enter rate' }).click();
  await expectSummaryFocused(page);
  await expectSummaryLinks(page, [EXCHANGE_RATE_MESSAGES.currency, EXCHANGE_RATE_MESSAGES.rate]);
  await expectAccessible(page);

  // CAD, which no other spec prices in; a time ahead, so the rate in force does not change under them.
  await page.getByLabel('Currency').selectOption('CAD');
  await page.getByLabel('Naira for one unit').fill('1234.5');
  await page.getByLabel('Applies from (UTC)').fill('2099-01-01T09:00');
  await page.getByRole('button', { name: 'Enter rate' }).click();
  await expect(page.getByText('Rate for CAD entered')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rate history' }).getByRole('listitem').first()).toContainText(
    '₦1,234.5 = 1 CAD',
  );

  // 62% above the rate it would replace (the same time: the one entered last wins, so a retry meets the same):
  // the server asks for a confirmation, and what was typed stays.
  await page.getByLabel('Currency').selectOption('CAD');
  await page.getByLabel('Naira for one unit').fill('2000');
  await page.getByLabel('Applies from (UTC)').fill('2099-01-01T09:00');
  await page.getByRole('button', { name: 'Enter rate' }).click();
  const why =
    'This rate is 62% above the rate it replaces, ₦1,234.5 = 1 CAD. Check it, and confirm it to save it anyway';
  await expectSummaryLinks(page, [why, EXCHANGE_RATE_MESSAGES.confirm]);
  await expect(page.getByLabel('Naira for one unit')).toHaveValue('2000');
  const confirm = page.getByRole('checkbox', { name: 'I have checked this rate: save it anyway' });
  await expect(confirm).toHaveAccessibleDescription(`${why} ${EXCHANGE_RATE_MESSAGES.confirm}`);
  await expectAccessible(page);
  await confirm.check();
  await page.getByRole('button', { name: 'Enter rate' }).click();
  // The first entry's toast may still be showing (it lasts a few seconds; a fast machine gets here sooner): the
  // newest toast is this one, and the history below shows the rate was saved.
  await expect(page.getByText('Rate for CAD entered').last()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rate history' }).getByRole('listitem').first()).toContainText(
    '₦2,000 = 1 CAD',
  );
});
