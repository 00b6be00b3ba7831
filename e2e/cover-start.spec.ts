import { addDays, calendarDateOf, formatCalendarDate } from '../src/domain/calendar-date';
import { PLAN_PRICES } from '../src/domain/catalogue/prices';
import { coverageEnd, coverRuns, coverStartsOnActivation } from '../src/domain/orders/coverage';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { definitionOf } from './support/description-list';
import { helpQuestion } from './support/help-centre';
import { consentForEveryone } from './support/invitations';
import { cardsOf } from './support/member-cards';
import { changeOrderStatus } from './support/orders';
import { addBeneficiaries, completeOrder, person, skipPayer } from './support/purchase';
import { expectNoSidewaysScroll } from './support/viewport';

// Cover starts the day after the order becomes active (paid, and every person's own consent given), at the
// earliest the order date + 1 (docs/decisions/048). Until then every page says what the cover waits for, from whom.

const tomorrow = () => addDays(calendarDateOf(new Date()), 1);

test('the pages say what the cover waits for until an admin activates it; then every date is the day after', async ({
  page,
  browser,
}) => {
  // Placing, paying, consenting and activating through the pages: long on a loaded two-core machine.
  test.setTimeout(240_000);
  await signUpViaApi(page.request);
  await page.goto(paths.beneficiary('super'));
  await addBeneficiaries(page, [person(40, { firstName: 'Ngozi' })]);
  await skipPayer(page);
  const earliest = tomorrow();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
    coverStartsOnActivation(earliest),
  );

  // Placed: waiting for the payment, no date.
  const orderNumber = await completeOrder(page, PLAN_PRICES.super);
  const coverStart = definitionOf(page, 'Coverage start date');
  const coverEnd = definitionOf(page, 'Coverage end date');
  await expect(coverStart).toHaveText(
    `The day after the cover is activated, at the earliest ${formatCalendarDate(earliest)}`,
  );
  await expect(coverEnd).toHaveText('12 months after the start, less one day');
  const waiting = page.getByRole('list', { name: 'What the cover waits for' });
  await expect(waiting).toHaveText('Waiting for your payment');
  await expect(page.getByRole('region', { name: 'Next steps' })).toContainText(
    'When everyone has, we activate the cover: it starts the day after',
  );
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  const successUrl = page.url();
  const orderId = new URL(successUrl).searchParams.get('order')!;

  // Paid: still no date; the pages name who the cover waits for.
  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  await changeOrderStatus(admin.request, orderId, 'paid');
  await page.reload();
  await expect(coverStart).toContainText('The day after the cover is activated');
  await expect(waiting).toHaveText(/^Waiting for Ngozi to confirm: invited today$/);
  await page.goto(paths.order(orderId));
  await expect(page.getByText(coverStartsOnActivation(earliest))).toBeVisible();
  await expect(waiting).toHaveText('Waiting for Ngozi to confirm: invited today');
  await expect(page.getByText('Your cover runs from')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.goto(paths.profile);
  const row = page.getByRole('link', { name: new RegExp(`^Order ${orderNumber},`) });
  await expect(row).not.toContainText(' · valid from ');
  await expect(page.getByRole('list', { name: `What order ${orderNumber} waits for` })).toHaveText(
    'Waiting for Ngozi to confirm: invited today',
  );

  // Everyone agreed: waiting for Diaspora Hub.
  await consentForEveryone(page.request, orderId);
  await page.goto(paths.order(orderId));
  await expect(waiting).toHaveText('Waiting for Diaspora Hub to start the cover');

  // Activated today: cover runs from tomorrow, on every page, card and the public check.
  await changeOrderStatus(admin.request, orderId, 'active');
  const start = tomorrow();
  const end = coverageEnd(start);
  await page.reload();
  await expect(page.getByText(coverRuns(start))).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await page.goto(successUrl);
  await expect(coverStart).toHaveText(formatCalendarDate(start));
  await expect(coverEnd).toHaveText(formatCalendarDate(end));
  await expectNoSidewaysScroll(page);
  await page.goto(paths.profile);
  await expect(row).toContainText(`· valid from ${formatCalendarDate(start)} to ${formatCalendarDate(end)}`);
  const [card] = await cardsOf(page.request, orderId);
  expect(card).toMatchObject({ validFrom: start, validTo: end });
  await page.goto(new URL(card!.verifyUrl).pathname);
  await expect(page.getByText(formatCalendarDate(start))).toBeVisible();
  await expect(page.getByText(formatCalendarDate(end))).toBeVisible();

  // The console's order says the same.
  const console = await admin.newPage();
  await console.goto(paths.adminOrder(orderId));
  await expect(definitionOf(console, 'Coverage starts')).toHaveText(formatCalendarDate(start));
  await expect(definitionOf(console, 'Coverage ends')).toHaveText(formatCalendarDate(end));
  await admin.close();
});

test('the help answer says cover starts the day after it is activated', async ({ page }) => {
  await page.goto(paths.help);
  await helpQuestion(page, 'When does cover start?').click();
  await expect(
    page.getByText(
      'Cover starts the day after it is activated, and runs for 12 months. It is activated once your payment has been received and every relative on the order has given their own consent',
    ),
  ).toBeVisible();
});
