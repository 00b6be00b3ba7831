import { addDays, calendarDateOf, formatCalendarDate } from '../src/domain/calendar-date';
import { PLAN_PRICES } from '../src/domain/catalogue/prices';
import { coverageEnd } from '../src/domain/orders/coverage';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { definitionOf } from './support/description-list';
import { changeOrderStatus } from './support/orders';
import { addBeneficiaries, completeOrder, person, skipPayer } from './support/purchase';
import { expectNoSidewaysScroll } from './support/viewport';

// Cover starts the day after payment is confirmed, at the earliest the order date + 1 (DECISIONS 26,
// docs/decisions/028): no page may say a relative is covered before the money has arrived.

const tomorrow = () => addDays(calendarDateOf(new Date()), 1);
const beforePayment = (earliest: string) =>
  `Cover starts the day after your payment is confirmed (at the earliest ${formatCalendarDate(earliest)}).`;

test('before payment the summary, the success page and My Orders say cover starts after payment; once paid, the date', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request);
  await page.goto('/healthcare/beneficiary?plan=super');
  await addBeneficiaries(page, [person(40)]);
  await skipPayer(page);
  const earliest = tomorrow();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(beforePayment(earliest));

  const orderNumber = await completeOrder(page, PLAN_PRICES.super);
  const coverStart = definitionOf(page, 'Coverage start date');
  await expect(coverStart).toHaveText(beforePayment(earliest));
  const coverEnd = definitionOf(page, 'Coverage end date');
  await expect(coverEnd).toHaveText('12 months after the start, less one day');
  await expect(page.getByRole('region', { name: 'Next steps' })).toContainText(
    'Your cover starts the day after your payment is confirmed.',
  );
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  const successUrl = page.url();
  const orderId = new URL(successUrl).searchParams.get('order')!;

  await page.getByRole('link', { name: 'View Order in Profile' }).click();
  const row = page.getByRole('link', { name: new RegExp(`^Order ${orderNumber},`) });
  await expect(row).toContainText(beforePayment(earliest));
  await expect(row).not.toContainText(' · valid from ');
  await expectNoSidewaysScroll(page);

  // An admin records the transfer today: cover starts tomorrow, and the pages now give the date itself.
  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  await changeOrderStatus(admin.request, orderId, 'paid');
  await admin.close();
  const start = tomorrow();

  await page.reload();
  const end = formatCalendarDate(coverageEnd(start));
  await expect(row).toContainText(`· valid from ${formatCalendarDate(start)} to ${end}`);
  await expect(row).not.toContainText('Cover starts the day after');
  await page.goto(successUrl);
  await expect(coverStart).toHaveText(formatCalendarDate(start));
  await expect(coverEnd).toHaveText(end);
  await expect(definitionOf(page, 'Amount paid')).toBeVisible();
  await expect(page.getByText('Cover starts the day after')).toHaveCount(0);
});

test('the help answer says cover starts the day after it is activated', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('button', { name: 'When does cover start?' }).click();
  await expect(
    page.getByText(
      'Cover starts the day after it is activated, and runs for 12 months. It is activated once your payment has been received and every relative on the order has given their own consent',
    ),
  ).toBeVisible();
});
