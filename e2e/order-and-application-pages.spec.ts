import type { Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer, signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { applyForFuneralPlan, applyForProperty, changeApplicationStatus } from './support/applications';
import { definitionOf } from './support/description-list';
import { orderAt, placeOrder } from './support/orders';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// Each order and application has its own page, opened from My Orders, with its status timeline, amounts, people
// and the payment instructions while a payment is expected (issue 13, point 6; docs/decisions/032).

const timeline = (page: Page) => page.getByRole('region', { name: 'Status' }).locator('ol > li');
const bankDetails = (page: Page) => page.getByRole('region', { name: 'Pay by bank transfer' });

test('a pending order opens from My Orders with its timeline, amounts, people and how to pay', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  const order = await placeOrder(page.request);

  await page.goto(paths.profile);
  await page.getByRole('link', { name: new RegExp(`^Order ${order.confirmationNumber},`) }).click();
  await expect(page).toHaveURL(`/profile/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`Order number ${order.confirmationNumber}`)).toBeVisible();
  await expect(timeline(page)).toHaveCount(1);
  await expect(timeline(page).first()).toContainText('Pending payment (now)');
  await expect(page.getByRole('list', { name: 'What the cover waits for' })).toHaveText(
    'Waiting for your payment',
  );
  await expect(page.getByTestId('amount-to-pay')).toHaveText(/^Send ₦[\d,]+ by bank transfer$/);
  await expect(page.getByRole('region', { name: /^Beneficiaries \(\d+\)$/ })).toBeVisible();
  await expect(bankDetails(page).getByText(order.confirmationNumber)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));
});

test('a paid order’s page shows the payment on its timeline and receipt, no bank details, and whom the cover waits for', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page.request);
  const order = await orderAt('paid', page.request, browser);
  await page.goto(paths.order(order.id));
  await expect(timeline(page)).toHaveCount(2);
  await expect(timeline(page).last()).toContainText('Paid (now)');
  // Paid, not yet active: no dates, and who the cover waits for (docs/decisions/048).
  await expect(page.getByText('Your cover runs from')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'What the cover waits for' })).toContainText(
    'to confirm: invited today',
  );
  await expect(page.getByTestId('receipt')).toContainText(/You paid ₦[\d,]+ by bank transfer on /);
  await expect(definitionOf(page, 'Amount paid')).toHaveText(/^₦[\d,]+$/);
  await expect(bankDetails(page)).toHaveCount(0);
  await expectAccessible(page);
});

test('someone else’s order gets the same page as an order that does not exist', async ({ page, browser }) => {
  await signUpViaApi(page.request);
  const order = await placeOrder(page.request);
  const other = await newCustomer(browser);
  const otherPage = await other.context.newPage();
  await otherPage.goto(paths.order(order.id));
  await expect(otherPage.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
  await expect(otherPage.getByText(order.confirmationNumber)).toHaveCount(0);
  await other.context.close();
});

test('property and funeral applications open from My Orders with their fee or premium, people and bank details', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const user = await signUpViaApi(page.request);
  const funeral = await applyForFuneralPlan(page.request, user);
  const property = await applyForProperty(page.request);

  await page.goto(paths.profile);
  const applications = page.getByRole('list', { name: 'Applications' });
  await applications.getByRole('link', { name: new RegExp(`^Funeral plan ${funeral.reference},`) }).click();
  await expect(page).toHaveURL(`/profile/applications/funeral/${funeral.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Single Parent Plan, ₦/ })).toBeVisible();
  await expect(timeline(page).first()).toContainText('Pending (now)');
  await expect(page.getByText('Monthly premium')).toBeVisible();
  await expect(definitionOf(page, 'Name').first()).toHaveText(`${user.firstName} ${user.lastName}`);
  await expect(page.getByRole('region', { name: 'People' })).toContainText('Ifeoma Okeke');
  // Nothing is due before approval (decision 054): the first premium's reference comes with it.
  await expect(page.getByText('Premium 1 is due on')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'My Orders' }).click();
  await applications
    .getByRole('link', { name: new RegExp(`^Property application ${property.reference},`) })
    .click();
  await expect(page).toHaveURL(`/profile/applications/property/${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: property.propertyTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Application fee' })).toBeVisible();
  await expect(definitionOf(page, 'Email')).toHaveText(user.email);
  await expect(bankDetails(page).getByText(property.reference)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  await changeApplicationStatus(admin.request, 'property', property.id, 'approved');
  await admin.close();
  await page.reload();
  await expect(timeline(page)).toHaveCount(2);
  await expect(timeline(page).last()).toContainText('Approved (now)');
  await expect(bankDetails(page)).toHaveCount(0);
});

test('a property page the user applied for shows that application instead of Apply', async ({ page }) => {
  await signUpViaApi(page.request);
  const application = await applyForProperty(page.request);

  await page.goto(paths.property(application.propertyId!));
  const panel = page.getByRole('region', { name: 'Your Application' });
  await expect(panel).toContainText('You applied for this property');
  await expect(panel).toContainText(application.reference);
  await expect(panel).toContainText('Status: Pending');
  await expect(page.getByRole('button', { name: 'Apply for this Property' })).toHaveCount(0);
  await expectAccessible(page);

  await panel.getByRole('link', { name: 'View your application' }).click();
  await expect(page).toHaveURL(`/profile/applications/property/${application.id}`);
  await expect(page.getByRole('heading', { level: 1, name: application.propertyTitle })).toBeVisible();
});
