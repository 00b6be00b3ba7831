import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { fillDeletionRequest, submitDeletionRequest } from './support/account-deletion';
import { makeUser, signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { listRows } from './support/lists';
import { firstLink, latestMailTo } from './support/outbox';
import { expectProfileLines } from './support/profile';
import { fillSupportRequest } from './support/support-requests';
import {
  errorSummary,
  expectLinkFocuses,
  expectSummaryFocused,
  expectSummaryLinks,
} from './support/error-summary';
import { expectFitsNarrowestPhone } from './support/viewport';

test.describe('profile', () => {
  test('shows the profile lines, names in order, and links to account deletion', async ({ page }) => {
    const user = await signUpViaApi(page.request, makeUser(), { middleName: 'Chioma', country: 'Ghana' });
    await page.goto(paths.profile);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Information' })).toBeVisible();
    await expectProfileLines(page, [
      'Amaka Chioma Nwosu',
      user.email,
      'Not provided',
      'Ghana',
      'US Dollar (USD)',
    ]);
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByText('You have no orders yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse health plans' })).toHaveAttribute(
      'href',
      '/healthcare/options',
    );
    await expectAccessible(page);
    await expectFitsNarrowestPhone(page);

    await page.getByRole('link', { name: 'Request Account Deletion' }).click();
    await expect(page).toHaveURL(/\/delete-account$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  });

  test('edits phone, country and currency, which persist; an invalid phone shows its message', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await page.goto(paths.profile);
    const phone = page.getByRole('textbox', { name: 'Phone' });

    await phone.fill('call me');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectSummaryFocused(page);
    await expectLinkFocuses(page, 'Please enter a valid phone number', phone);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);

    await phone.fill('+44 7700 900123');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Kenya', exact: true }).click();
    await page.getByRole('radio', { name: 'Nigerian Naira (NGN)' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(errorSummary(page)).toBeHidden();
    await expect(phone).not.toHaveAttribute('aria-invalid');
    const saved = ['Amaka Nwosu', user.email, '+44 7700 900123', 'Kenya', 'Nigerian Naira (NGN)'];
    await expectProfileLines(page, saved);

    await page.reload();
    await expectProfileLines(page, saved);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 7700 900123');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText('Kenya');
    await expect(page.getByRole('radio', { name: 'Nigerian Naira (NGN)' })).toBeChecked();
  });
});

test.describe('contact support', () => {
  test('signed out: submitting says to log in and keeps what was typed', async ({ page }) => {
    await page.goto(paths.support);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
    await expect(
      page.getByText(
        "We're here to help. Fill out the form below and we'll get back to you as soon as possible.",
      ),
    ).toBeVisible();
    await expect(page.getByPlaceholder('Brief description of your inquiry')).toBeVisible();
    await expect(page.getByPlaceholder('Please provide details about your inquiry')).toBeVisible();
    await expectAccessible(page);
    await expectFitsNarrowestPhone(page);

    await fillSupportRequest(page, 'Billing question', 'How do I pay by bank transfer?');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('You must be logged in to submit a support request')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Billing question');
  });

  test('shows the validation messages on their fields, in order', async ({ page }) => {
    await page.goto(paths.support);
    await fillSupportRequest(page, '', 'A message long enough');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expectSummaryLinks(page, ['Subject is required']);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Subject is required',
    );
    await expect(page.getByText('Message must be at least 10 characters')).toBeHidden();

    await fillSupportRequest(page, 'Billing question', 'Too short');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expectSummaryLinks(page, ['Message must be at least 10 characters']);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Subject is required')).toBeHidden();
  });

  test('signed in: the request is sent, confirmed and the form resets', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto(paths.help);
    await page.getByRole('link', { name: 'Support', exact: true }).click();
    await fillSupportRequest(page, 'Plan documents', 'Where can I find the plan documents for my mother?');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Support request submitted')).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible", { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });
});

test.describe('delete account', () => {
  test('shows each message on its field', async ({ page }) => {
    await page.goto(paths.deleteAccount);
    await expect(page.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByText('processed within 5-7 business days')).toBeVisible();
    await expect(page.getByText('permanently removed within 30 days')).toBeVisible();
    await expectAccessible(page);
    await expectFitsNarrowestPhone(page);

    await submitDeletionRequest(page);
    await expectSummaryFocused(page);
    await expectSummaryLinks(page, [
      'Please enter a valid email address',
      "Please provide more details about why you're leaving",
      "Please include the words 'delete my account' in your confirmation",
    ]);
    await expectAccessible(page);

    await fillDeletionRequest(page, 'not-an-email', 'delete account');
    await page.getByRole('textbox', { name: 'Reason for leaving' }).fill('Too short');
    await submitDeletionRequest(page);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    await expect(page.getByRole('textbox', { name: 'Reason for leaving' })).toHaveAccessibleDescription(
      "Please provide more details about why you're leaving",
    );
    await expect(
      page.getByRole('textbox', { name: "Type 'delete my account' to confirm" }),
    ).toHaveAccessibleDescription("Please include the words 'delete my account' in your confirmation");
  });

  test('signed out: words in any order and case are accepted and the request is received', async ({
    page,
  }) => {
    const { email } = makeUser();
    await page.goto(paths.deleteAccount);
    await fillDeletionRequest(page, email, 'Account MY delete');
    await submitDeletionRequest(page);
    const dialog = page.getByRole('dialog', { name: 'Request Received' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(email);
    await expectAccessible(page);
    await dialog.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed out: the link mailed to the address confirms it, and the admin sees it came by email', async ({
    page,
  }) => {
    const { email } = makeUser();
    await page.goto(paths.deleteAccount);
    await fillDeletionRequest(page, email, 'delete my account');
    await submitDeletionRequest(page);
    const dialog = page.getByRole('dialog', { name: 'Request Received' });
    await expect(dialog).toContainText("We've emailed that address a link to confirm it's you");

    let link: string | undefined;
    await expect
      .poll(() => (link = firstLink(latestMailTo(email) ?? '')))
      .toContain('/delete-account/confirm');
    // Opening the link confirms nothing: mail scanners open links too.
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm account deletion' })).toBeVisible();
    await expectAccessible(page);
    await expectFitsNarrowestPhone(page);
    await page.getByRole('button', { name: 'Confirm deletion request' }).click();
    await expect(page.getByText('Deletion request confirmed')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Confirm deletion request' }).click();
    await expect(
      page.getByText('This confirmation link is invalid or has expired.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a new deletion request' })).toHaveAttribute(
      'href',
      '/delete-account',
    );

    await signInAsAdmin(page.request);
    await page.goto(paths.adminDeletions);
    const row = listRows(page, 'Pending deletion requests').filter({ hasText: email });
    await expect(row).toContainText('Confirmed: By email');
  });

  test('signed in: the email comes from the session', async ({ page }) => {
    const user = await signUpViaApi(page.request);
    await page.goto(paths.deleteAccount);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
    await fillDeletionRequest(page, undefined, 'please delete my account');
    await submitDeletionRequest(page);
    const dialog = page.getByRole('dialog', { name: 'Request Received' });
    await expect(dialog).toContainText(user.email);
    await expect(dialog).toContainText("We'll process it within 5-7 business days.");
    await dialog.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
