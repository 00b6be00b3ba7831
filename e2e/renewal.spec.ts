import type { Browser, Page } from '@playwright/test';
import { addDays, calendarDateOf, formatCalendarDate } from '../src/domain/calendar-date';
import { PLAN_PRICES } from '../src/domain/catalogue/prices';
import { coverageEnd } from '../src/domain/orders/coverage';
import { makeBeneficiary } from '../src/testing/order-factories';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { activeOrder, placeOrder } from './support/orders';
import { uniqueMobile } from './support/unique';
import { beneficiaryCard, completeOrder } from './support/purchase';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// 'Renew' on an active order opens the purchase flow filled from it; the renewal starts the day after the old
// cover ends and both order pages link to each other (issue 14, point 4; docs/decisions/039).

/** A signed-up sponsor's active order for Obiageli, and the day a renewal of it starts. */
async function activeOrderToRenew(page: Page, browser: Browser) {
  await signUpViaApi(page.request);
  const parent = makeBeneficiary({
    firstName: 'Obiageli',
    dateOfBirth: '1958-06-10',
    phoneNumber: uniqueMobile(),
  });
  const old = await activeOrder(page.request, browser, { beneficiaries: [parent] });
  // Activated today, so cover started tomorrow; the renewal starts the day after it ends.
  const renewalStart = addDays(coverageEnd(addDays(calendarDateOf(new Date()), 1)), 1);
  return { parent, old, renewalStart };
}

test('an active order offers ‘Renew’: in My Orders beside its row, and on its page with the day it would start', async ({
  page,
  browser,
}) => {
  const { old, renewalStart } = await activeOrderToRenew(page, browser);

  // My Orders offers it beside the row; the order's page says from when.
  await page.goto(paths.profile);
  await expect(page.getByRole('link', { name: `Renew order ${old.confirmationNumber}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: new RegExp(`^Order ${old.confirmationNumber},`) }).click();
  await expect(page).toHaveURL(`/profile/orders/${old.id}`);
  const renewal = page.getByRole('region', { name: 'Renewal' });
  await expect(renewal).toContainText(`from ${formatCalendarDate(renewalStart)} at the earliest`);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));
});

test('‘Renew’ opens the purchase flow with the order’s people and says from when; a reload keeps it', async ({
  page,
  browser,
}) => {
  const { parent, old, renewalStart } = await activeOrderToRenew(page, browser);
  await page.goto(paths.order(old.id));
  await page.getByRole('region', { name: 'Renewal' }).getByRole('link', { name: 'Renew' }).click();

  await expect(page).toHaveURL(/\/healthcare\/beneficiary\?plan=super/);
  await expect(page.getByText(`Renewing order ${old.confirmationNumber}.`)).toContainText(
    formatCalendarDate(renewalStart),
  );
  const card = beneficiaryCard(page, 1);
  await expect(card.getByLabel('First Name')).toHaveValue('Obiageli');
  await expect(card.getByLabel('Last Name')).toHaveValue(parent.lastName);
  await expect(card.getByLabel('Date of Birth')).toHaveValue('1958-06-10');
  await expectAccessible(page);
  // The flow is kept like any purchase: a reload changes nothing.
  await page.reload();
  await expect(card.getByLabel('First Name')).toHaveValue('Obiageli');
});

test('the renewal is paid by bank transfer from the filled flow and starts the day after the old cover ends', async ({
  page,
  browser,
}) => {
  const { old, renewalStart } = await activeOrderToRenew(page, browser);
  await page.goto(paths.renew(old.id));
  await expect(beneficiaryCard(page, 1).getByLabel('First Name')).toHaveValue('Obiageli');
  await page.getByRole('button', { name: 'Continue to Payment Summary' }).click();

  await expect(page).toHaveURL(/\/healthcare\/payer\?plan=super/);
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(/\/healthcare\/summary\?plan=super/);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
    formatCalendarDate(renewalStart),
  );
  await expectAccessible(page);
  const orderNumber = await completeOrder(page, PLAN_PRICES.super);
  const renewalId = new URL(page.url()).searchParams.get('order')!;
  await page.goto(paths.order(renewalId));
  await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();
});

test('the renewal and the renewed order link to each other, and the old one is no longer offered for renewal', async ({
  page,
  browser,
}) => {
  const { parent, old, renewalStart } = await activeOrderToRenew(page, browser);
  const renewed = await placeOrder(page.request, {
    beneficiaries: [makeBeneficiary({ ...parent, phoneNumber: uniqueMobile() })],
    renewsOrderId: old.id,
  });
  await page.goto(paths.order(renewed.id));
  await expect(page.getByText(`Order number ${renewed.confirmationNumber}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText(
    `at the earliest ${formatCalendarDate(renewalStart)}`,
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: `Renews order ${old.confirmationNumber}` }).click();
  await expect(page).toHaveURL(`/profile/orders/${old.id}`);
  await expect(
    page.getByRole('link', { name: `Renewed by order ${renewed.confirmationNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renew', exact: true })).toHaveCount(0);
  await page.goto(paths.profile);
  await expect(page.getByRole('link', { name: /^Renew order/ })).toHaveCount(0);
});

test('a renewal left for another plan, or turned into a new order, renews nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request);
  const old = await activeOrder(page.request, browser);
  const note = page.getByText(`Renewing order ${old.confirmationNumber}.`);

  await page.goto(paths.renew(old.id));
  await expect(note).toBeVisible();
  await page.goto(paths.beneficiary('emerald'));
  await expect(page.getByRole('heading', { name: 'Add Beneficiaries' })).toBeVisible();
  await expect(note).toHaveCount(0);

  await page.goto(paths.renew(old.id));
  await expect(note).toBeVisible();
  await page.getByRole('button', { name: 'Buy as a new order instead' }).click();
  await expect(note).toHaveCount(0);
  await page.reload();
  await expect(beneficiaryCard(page, 1).getByLabel('First Name')).not.toHaveValue('');
  await expect(note).toHaveCount(0);
});
