import type { Page } from '@playwright/test';
import { EMAIL_CONFIRMATION_MESSAGES } from '../src/domain/accounts/email-verification';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { confirmEmailViaLink, makeUser, signUpViaApi } from './support/accounts';
import { fillPrincipalAndBeneficiary, firstPlanOf } from './support/funeral';
import { dismissToasts, expectToast } from './support/toasts';

// Issue 28 point 1 (docs/decisions/063): a new account browses at once, and confirms its address before it applies
// or orders; the page keeps what was typed while the person is away at their mailbox.

/** What the browser does when the person comes back to the tab: the page is told it is visible again. */
const comeBackToTheTab = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

test('an unconfirmed account is asked to confirm before applying, keeps the form, and applies once confirmed', async ({
  page,
}) => {
  const user = await signUpViaApi(page.request, makeUser(), undefined, { confirmed: false });
  const plan = await firstPlanOf(page.request, 'member_nucleus');
  await page.goto(paths.funeralApplyPlan(plan.id));
  const notice = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(notice).toContainText(`We sent a link to ${user.email}.`);
  await fillPrincipalAndBeneficiary(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, EMAIL_CONFIRMATION_MESSAGES.required);
  await dismissToasts(page);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toHaveText(EMAIL_CONFIRMATION_MESSAGES.sent);

  // The link is opened elsewhere (the mail app's browser); this tab learns of it when it is looked at again.
  await confirmEmailViaLink(page.request, user.email);
  await comeBackToTheTab(page);
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Principal member' }).getByLabel('Address')).toHaveValue(
    '4 Camden Road, London',
  );
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
});

test('a used or expired link says so and offers a new one; a working link says the address is confirmed', async ({
  page,
}) => {
  const user = await signUpViaApi(page.request, makeUser(), undefined, { confirmed: false });
  await page.goto(`${paths.emailConfirmed}?error=INVALID_TOKEN`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText(EMAIL_CONFIRMATION_MESSAGES.linkInvalid)).toBeVisible();
  const notice = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(notice).toContainText('Open it to confirm.');
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toHaveText(EMAIL_CONFIRMATION_MESSAGES.sent);

  await confirmEmailViaLink(page.request, user.email);
  await page.goto(paths.emailConfirmed);
  await expect(page.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();
  await expect(page.getByText(EMAIL_CONFIRMATION_MESSAGES.confirmed)).toBeVisible();
  await expectAccessible(page);
});
