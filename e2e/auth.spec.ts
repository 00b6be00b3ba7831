import { E2E_ADMIN } from '../playwright.config';
import { PASSWORD_MESSAGES } from '../src/domain/accounts/password-rules';
import { totpCode } from '../src/testing/totp';
import { paths } from '../src/web/config/paths';
import { adminTotpUri } from './support/admin';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import {
  errorSummary,
  expectFieldError,
  expectLinkFocuses,
  expectSummaryFocused,
  expectSummaryLinks,
} from './support/error-summary';
import { makeUser, signUpViaApi } from './support/accounts';
import { firstLink, latestMailTo } from './support/outbox';

test.describe('sign-up', () => {
  test('shows every problem at once, each on its field, under the spec’s line', async ({ page }) => {
    await page.goto(paths.signUp);
    await expect(page.getByRole('heading', { name: 'Join the Diaspora Hub' })).toBeVisible();
    await expect(page.getByText('Create an account to get started')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText('Nigeria');
    await expectAccessible(page);

    const submit = page.getByRole('button', { name: 'Create Account' });
    await page.getByLabel('Email').fill('chidi@');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abd');
    await submit.click();
    await expectSummaryFocused(page);
    await expect(errorSummary(page)).toContainText('Please fill in all required fields');
    await expectSummaryLinks(page, [
      'Enter your first name',
      'Enter your surname',
      // A badly formed email is not reported as missing.
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
      'Passwords do not match',
    ]);
    await expectFieldError(page.getByLabel('Surname'), 'Enter your surname');
    await expectLinkFocuses(page, 'Enter your surname', page.getByLabel('Surname'));
    await expectAccessible(page);

    await page.getByLabel('First Name').fill('Chidi');
    await page.getByLabel('Surname').fill('Eze');
    await page.getByLabel('Email').fill(makeUser().email);
    await submit.click();
    await expect(errorSummary(page)).not.toContainText('Please fill in all required fields');
    await expectSummaryLinks(page, ['Password must be at least 6 characters long', 'Passwords do not match']);

    await page.getByLabel('Confirm Password').fill('abc');
    await submit.click();
    await expectSummaryLinks(page, ['Password must be at least 6 characters long']);
    // Nothing the user typed is lost.
    await expect(page.getByLabel('First Name')).toHaveValue('Chidi');
  });

  test('creates the account, greets by first name on /home', async ({ page }) => {
    const user = makeUser({ firstName: 'Ifeoma' });
    await page.goto(paths.signUp);
    await page.getByLabel('First Name').fill(user.firstName);
    await page.getByLabel('Middle Name (Optional)').fill('Grace');
    await page.getByLabel('Surname').fill(user.lastName);
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Ghana' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Hello, Ifeoma' })).toBeVisible();
  });

  test('a common password is refused on the password field, keeping everything typed', async ({ page }) => {
    const email = makeUser().email;
    await page.goto(paths.signUp);
    await page.getByLabel('First Name').fill('Chidi');
    await page.getByLabel('Surname').fill('Eze');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByLabel('Confirm Password').fill('password');
    await page.getByLabel('Confirm Password').press('Enter');

    await expect(page.getByRole('alert').filter({ hasText: PASSWORD_MESSAGES.common }).first()).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(PASSWORD_MESSAGES.common);
    await expect(page).toHaveURL(/\/signup$/);
    for (const [label, value] of [
      ['First Name', 'Chidi'],
      ['Surname', 'Eze'],
      ['Email', email],
      ['Confirm Password', 'password'],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    }
    await expect(password).toHaveValue('password');
    await expectAccessible(page);
  });

  test('an email already registered gets a clear message and the Authentication Error toast', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.context().request);
    await page.context().clearCookies();
    await page.goto(paths.signUp);
    await page.getByLabel('First Name').fill('Second');
    await page.getByLabel('Surname').fill('Try');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('another-pass');
    await page.getByLabel('Confirm Password').fill('another-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Authentication Error')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'already exists' }).first()).toBeVisible();
  });
});

test.describe('sign-in', () => {
  for (const path of ['/signin', '/login']) {
    test(`${path} signs in, toasts and goes home replacing the history entry`, async ({ page, browser }) => {
      const user = await signUpViaApi((await browser.newContext()).request);
      await page.goto(paths.landing);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Login successful')).toBeVisible();
      await expect(page.getByText('Welcome back to Diaspora Hub')).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('asks for both fields', async ({ page }) => {
    await page.goto(paths.signIn);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(errorSummary(page)).toContainText('Please fill in all required fields');
    await expectSummaryLinks(page, ['Enter your email address', 'Enter your password']);
    await expectLinkFocuses(page, 'Enter your password', page.getByLabel('Password', { exact: true }));
  });

  test('a wrong password shows the server’s message inline and as a toast', async ({ page }) => {
    await page.goto(paths.signIn);
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Authentication Error')).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /invalid email or password/i })
        .first(),
    ).toBeVisible();
  });

  test('honours a same-origin ?redirect= and ignores another origin', async ({ page, browser }) => {
    const user = await signUpViaApi((await browser.newContext()).request);
    await page.goto(`${paths.signIn}?redirect=%2Fprofile`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.context().clearCookies();
    await page.goto(`${paths.signIn}?redirect=%2F%2Fevil.example%2Fx`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('someone already signed in goes straight home', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto(paths.signIn);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('signs out from the account menu, and other tabs follow', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto(paths.home);
    const other = await page.context().newPage();
    await other.goto(paths.home);
    // Back to the first tab, as the person would: a tab behind another paints no frames, and each click waited
    // about 4 s for the button to hold still (9.5 s a run, measured; 1.8 s with the tab in front).
    await page.bringToFront();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(other).toHaveURL(/\/signin$/);
  });
});

test.describe('password reset', () => {
  test('mails a link that sets a new password', async ({ page, browser }) => {
    const user = await signUpViaApi((await browser.newContext()).request);
    await page.goto(paths.signIn);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // Both screens have an Email field: wait for the new one before typing.
    await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/we've sent a link to reset your password/)).toBeVisible();

    // The newest mail to the address is the reset once it has landed (the confirmation link came before it).
    const resetMail = () => latestMailTo(user.email) ?? '';
    await expect.poll(() => resetMail().includes('Reset your Diaspora Hub password')).toBe(true);
    const link = firstLink(resetMail());
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New Password').fill('brand-new-pass');
    await page.getByLabel('Confirm Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('admin login', () => {
  test('asks for both fields', async ({ page }) => {
    await page.goto(paths.adminLogin);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(errorSummary(page)).toContainText('Please fill in all fields');
    await expectSummaryLinks(page, ['Enter your email address', 'Enter your password']);
    await expectAccessible(page);
  });

  test('refuses a non-admin and keeps no session', async ({ page, browser }) => {
    const user = await signUpViaApi((await browser.newContext()).request);
    await page.goto(paths.adminLogin);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Access denied: Admin privileges required' }).first(),
    ).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('signs an admin in to the dashboard with the authenticator code', async ({ page }) => {
    await page.goto(paths.adminLogin);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Authentication code').fill(totpCode(adminTotpUri()));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Welcome to the admin panel')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
