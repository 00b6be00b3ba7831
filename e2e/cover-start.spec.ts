import type { Browser, Page } from '@playwright/test';
import { addDays, calendarDateOf, formatCalendarDate } from '../src/domain/calendar-date';
import { PLAN_PRICES } from '../src/domain/catalogue/prices';
import { coverageEnd, coverRuns, coverStartsOnActivation } from '../src/domain/orders/coverage';
import { makeBeneficiary } from '../src/testing/order-factories';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { definitionOf } from './support/description-list';
import { helpQuestion } from './support/help-centre';
import { cardsOf } from './support/member-cards';
import { orderAt, type OrderStage } from './support/orders';
import { addBeneficiaries, completeOrder, person, skipPayer } from './support/purchase';
import { uniqueMobile } from './support/unique';
import { expectNoSidewaysScroll } from './support/viewport';

// Cover starts the day after the order becomes active (paid, and every person's own consent given), at the
// earliest the order date + 1 (docs/decisions/048). Until then every page says what the cover waits for, from whom.

const tomorrow = () => addDays(calendarDateOf(new Date()), 1);

/** The success page's cover dates and what it waits for. */
function successPage(page: Page) {
  return {
    coverStart: definitionOf(page, 'Coverage start date'),
    coverEnd: definitionOf(page, 'Coverage end date'),
    waiting: page.getByRole('list', { name: 'What the cover waits for' }),
  };
}

/**
 * A signed-up sponsor's order for Ngozi (her own phone: the invitation and codes are read back from the Termii stub
 * by number), brought to `stage` through the API.
 */
async function ngozisOrder(page: Page, browser: Browser, stage: OrderStage) {
  await signUpViaApi(page.request);
  const ngozi = makeBeneficiary({ firstName: 'Ngozi', phoneNumber: uniqueMobile() });
  return orderAt(stage, page.request, browser, { beneficiaries: [ngozi] });
}

// One test per stage of the order, each brought there through the API (support/orders.ts), so each stays short.

test('placed: the summary and the success page say the cover starts the day after activation, and waits for the payment', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto(paths.beneficiary('super'));
  await addBeneficiaries(page, [person(40, { firstName: 'Ngozi' })]);
  await skipPayer(page);
  const earliest = tomorrow();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
    coverStartsOnActivation(earliest),
  );

  await completeOrder(page, PLAN_PRICES.super);
  const { coverStart, coverEnd, waiting } = successPage(page);
  await expect(coverStart).toHaveText(
    `The day after the cover is activated, at the earliest ${formatCalendarDate(earliest)}`,
  );
  await expect(coverEnd).toHaveText('12 months after the start, less one day');
  await expect(waiting).toHaveText('Waiting for your payment');
  await expect(page.getByRole('region', { name: 'Next steps' })).toContainText(
    'When everyone has, we activate the cover: it starts the day after',
  );
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test('paid: still no date; the success, order and profile pages name who the cover waits for', async ({
  page,
  browser,
}) => {
  const order = await ngozisOrder(page, browser, 'paid');
  const earliest = tomorrow();
  await page.goto(paths.success(order.id));
  const { coverStart, waiting } = successPage(page);
  await expect(coverStart).toContainText('The day after the cover is activated');
  await expect(waiting).toHaveText(/^Waiting for Ngozi to confirm: invited today$/);
  await page.goto(paths.order(order.id));
  await expect(page.getByText(coverStartsOnActivation(earliest))).toBeVisible();
  await expect(waiting).toHaveText('Waiting for Ngozi to confirm: invited today');
  await expect(page.getByText('Your cover runs from')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.goto(paths.profile);
  const row = page.getByRole('link', { name: new RegExp(`^Order ${order.confirmationNumber},`) });
  await expect(row).not.toContainText(' · valid from ');
  await expect(
    page.getByRole('list', { name: `What order ${order.confirmationNumber} waits for` }),
  ).toHaveText('Waiting for Ngozi to confirm: invited today');
});

test('everyone agreed: the order waits for Diaspora Hub', async ({ page, browser }) => {
  const order = await ngozisOrder(page, browser, 'consented');
  await page.goto(paths.order(order.id));
  await expect(successPage(page).waiting).toHaveText('Waiting for Diaspora Hub to start the cover');
});

test('activated today: the cover runs from tomorrow on the order, success and profile pages', async ({
  page,
  browser,
}) => {
  const order = await ngozisOrder(page, browser, 'active');
  const start = tomorrow();
  const end = coverageEnd(start);
  await page.goto(paths.order(order.id));
  const { coverStart, coverEnd, waiting } = successPage(page);
  await expect(page.getByText(coverRuns(start))).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await page.goto(paths.success(order.id));
  await expect(coverStart).toHaveText(formatCalendarDate(start));
  await expect(coverEnd).toHaveText(formatCalendarDate(end));
  await expectNoSidewaysScroll(page);
  await page.goto(paths.profile);
  const row = page.getByRole('link', { name: new RegExp(`^Order ${order.confirmationNumber},`) });
  await expect(row).toContainText(`· valid from ${formatCalendarDate(start)} to ${formatCalendarDate(end)}`);
});

test('activated today: the card, its public check and the console’s order give the same dates', async ({
  page,
  browser,
}) => {
  const order = await ngozisOrder(page, browser, 'active');
  const start = tomorrow();
  const end = coverageEnd(start);
  const [card] = await cardsOf(page.request, order.id);
  expect(card).toMatchObject({ validFrom: start, validTo: end });
  await page.goto(new URL(card!.verifyUrl).pathname);
  await expect(page.getByText(formatCalendarDate(start))).toBeVisible();
  await expect(page.getByText(formatCalendarDate(end))).toBeVisible();

  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  const console = await admin.newPage();
  await console.goto(paths.adminOrder(order.id));
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
