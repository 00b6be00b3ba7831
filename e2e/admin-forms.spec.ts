import type { Locator, Page } from '@playwright/test';
import { AMOUNT_MESSAGES } from '../src/domain/amount-fields';
import { FUNERAL_PLAN_ADMIN_MESSAGES } from '../src/domain/funeral/funeral-plan-admin';
import { ADMIN_ORDER_MESSAGES, MAX_STATUS_NOTE_LENGTH } from '../src/domain/orders/order-admin';
import { PASSWORD_MESSAGES } from '../src/domain/accounts/password-rules';
import { PROPERTY_ADMIN_MESSAGES } from '../src/domain/property/property-admin';
import { PROVIDER_ADMIN_MESSAGES } from '../src/domain/property/provider-admin';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { newAdminWithShortPassword, openAsAdmin, signInAsAdmin } from './support/admin';
import { choose } from './support/combobox';
import {
  errorSummary,
  expectEachLinkFocusesItsField,
  expectNoBrowserValidation,
  expectSummaryFocused,
} from './support/error-summary';
import { placeOrder } from './support/orders';
import { uniqueKey } from './support/unique';
import { atNarrowestPhone } from './support/viewport';

/*
 * Issue 13, point 7 on the admin console: every form sent empty or wrong gets the error summary, focused, whose links
 * each move focus to a field that says that problem beside it, and the browser's own bubbles never stand in for it.
 */

/** Submits the form as it is and checks the summary; returns its messages. */
async function submitAndCheck(page: Page, form: Locator, submit: string) {
  await expectNoBrowserValidation(form);
  await form.getByRole('button', { name: submit }).click();
  await expectSummaryFocused(page);
  const messages = await expectEachLinkFocusesItsField(page);
  await expectAccessible(page);
  return messages;
}

test('the funeral plan and realty provider dialogs list every problem in a summary that links to its field', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAsAdmin(page, '/admin/funeral-plans', 'Funeral plans');
  await page.getByRole('button', { name: 'Add plan' }).click();
  const plan = page.getByRole('dialog', { name: 'Add plan' });
  const empty = await submitAndCheck(page, plan.locator('form'), 'Add plan');
  expect(empty).toContain(FUNERAL_PLAN_ADMIN_MESSAGES.planType);
  expect(empty).toContain(FUNERAL_PLAN_ADMIN_MESSAGES.underwriter);

  // Wrong rather than missing: a separator in the wrong place says so, not 'Enter an amount'.
  await plan.getByLabel('Monthly price (USD)').fill('1,50');
  const wrong = await submitAndCheck(page, plan.locator('form'), 'Add plan');
  expect(wrong).toContain(AMOUNT_MESSAGES.amountFormat);
  expect(wrong).toContain('Cover (USD): Enter an amount');
  await atNarrowestPhone(page, () => expect(errorSummary(page)).toBeVisible());
  await page.keyboard.press('Escape');

  await page.goto(paths.adminProviders);
  await page.getByRole('button', { name: 'Add provider' }).click();
  const provider = page.getByRole('dialog', { name: 'Add provider' });
  const messages = await submitAndCheck(page, provider.locator('form'), 'Add provider');
  expect(messages).toEqual(
    expect.arrayContaining([
      PROVIDER_ADMIN_MESSAGES.name,
      PROVIDER_ADMIN_MESSAGES.description,
      PROVIDER_ADMIN_MESSAGES.logo,
    ]),
  );
  // The logo's file input is where its link goes, and it reads the message.
  await expect(provider.getByLabel('Upload logo')).toHaveAccessibleDescription(
    new RegExp(PROVIDER_ADMIN_MESSAGES.logo),
  );
});

test('a new listing sent empty lists each of its fields in the summary, in the order of the page', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin/properties/new', 'New listing');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create listing' }) });
  const messages = await submitAndCheck(page, form, 'Create listing');
  expect(messages.length).toBeGreaterThanOrEqual(8);
  // The title is the form's first field, so its problem heads the list.
  await expect(errorSummary(page).getByRole('link').first()).toHaveText(
    await page.locator('#title-error').innerText(),
  );
  // The town waits for the state: it says nothing until one is chosen, then its link reaches it.
  expect(messages).not.toContain(PROPERTY_ADMIN_MESSAGES.town);
  await choose(page, 'State', 'Lagos');
  expect(await submitAndCheck(page, form, 'Create listing')).toContain(PROPERTY_ADMIN_MESSAGES.town);
  await atNarrowestPhone(page, () => expect(errorSummary(page)).toBeVisible());
});

test('the order status changer and the support reply say what is missing in a summary', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { context } = await newCustomer(browser);
  const order = await placeOrder(context.request);
  const sent = await context.request.post('/api/support-requests', {
    data: { subject: `Forms ${uniqueKey('q')}`, message: 'Is the payer form checked in the browser too?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id: requestId } = (await sent.json()) as { id: string };
  await signInAsAdmin(page.request);

  await page.goto(paths.adminOrder(order.id));
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();
  const status = page.locator('form').filter({ has: page.getByRole('button', { name: 'Update status' }) });
  await status.getByLabel('Note (optional)').fill('x'.repeat(MAX_STATUS_NOTE_LENGTH + 1));
  expect(await submitAndCheck(page, status, 'Update status')).toEqual([
    ADMIN_ORDER_MESSAGES.statusRequired,
    ADMIN_ORDER_MESSAGES.noteTooLong,
  ]);

  await page.goto(paths.adminSupportRequest(requestId));
  const reply = page.getByRole('form', { name: 'Reply to the user' });
  const messages = await submitAndCheck(page, reply, 'Send reply');
  expect(messages).toHaveLength(1);
  await atNarrowestPhone(page, () => expect(errorSummary(page)).toBeVisible());
});

test('the admin’s new-password form names each empty field under the admin line', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await newAdminWithShortPassword(browser);
  await page.goto(paths.adminLogin);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Change password' }) });
  expect(await submitAndCheck(page, form, 'Change password')).toEqual([
    PASSWORD_MESSAGES.newRequired,
    PASSWORD_MESSAGES.confirmRequired,
  ]);
  await expect(errorSummary(page)).toContainText(PASSWORD_MESSAGES.required);
  await atNarrowestPhone(page, () => expect(errorSummary(page)).toBeVisible());
});
