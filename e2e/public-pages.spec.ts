import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { expectOpen, helpQuestion } from './support/help-centre';
import { expectNoSidewaysScroll } from './support/viewport';

test.describe('no sideways scrolling at 320 px', () => {
  for (const path of ['/', '/splash', '/onboarding', '/help', '/privacy-policy', '/terms-and-conditions']) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (path === '/') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });
  }
});

test.describe('welcome screens', () => {
  test('the splash screen continues to onboarding and links to the admin login', async ({ page }) => {
    await page.goto(paths.splash);
    await expect(page).toHaveTitle('Welcome | Diaspora Hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Diaspora Hub' })).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Admin Login' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('Back on the first onboarding slide goes to the landing page', async ({ page }) => {
    await page.goto(paths.onboarding);
    await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Plans' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeAttached();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Care for family at home/ })).toBeVisible();
  });

  test('Next walks the three slides; Get Started on the last goes to /login', async ({ page }) => {
    await page.goto(paths.onboarding);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Plans' })).toBeVisible();
    await expectAccessible(page);
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Real Estate Opportunities' })).toBeVisible();
    await expect(page.getByText('Step 2 of 3')).toBeAttached();
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Community Support' })).toBeVisible();
    await expect(page.getByText('Step 3 of 3')).toBeAttached();
    await expect(next).toBeHidden();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Real Estate Opportunities' })).toBeVisible();
    await next.click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('help center', () => {
  test('groups questions by topic, each opening to its answer with the keyboard', async ({ page }) => {
    await page.goto(paths.help);
    await expect(page).toHaveTitle('Help Center | Diaspora Hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Health cover for your relatives',
      'Your relatives’ consent and their own page',
      'Paying for your order',
      'Property applications',
      'Funeral plans',
      'Your account',
      'Deleting your account',
      'Still need help?',
    ]);
    await expectAccessible(page);

    const question = helpQuestion(page, 'What reference should I use for my transfer?');
    await expectOpen(question, false);
    await question.focus();
    await page.keyboard.press('Enter');
    await expectOpen(question, true);
    await expect(page.getByText(/confirmation number, which starts with DH/)).toBeVisible();
    await page.keyboard.press('Space');
    await expectOpen(question, false);

    await helpQuestion(page, 'How do I delete my account?').click();
    await expect(page.getByRole('link', { name: 'Request account deletion' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
    await helpQuestion(page, 'How long does deletion take, and what happens to my data?').click();
    await expect(page.getByText(/processed in 5-7 business days/)).toBeVisible();
    await expect(page.getByText(/removed within 30 days/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });
});

test.describe('legal pages', () => {
  for (const { path, title, date, count } of [
    { path: '/privacy-policy', title: 'Privacy Policy', date: 'Last updated November 28, 2026', count: 13 },
    {
      path: '/terms-and-conditions',
      title: 'Terms and Conditions',
      date: 'Last updated November 28, 2026',
      count: 7,
    },
  ]) {
    test(`${title} has ${count} numbered sections and a table of contents`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Diaspora Hub`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(date, { exact: true })).toBeVisible();
      const sections = page.getByRole('article').getByRole('heading', { level: 2 });
      await expect(sections).toHaveCount(count);
      for (let i = 0; i < count; i += 1)
        await expect(sections.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. `));
      const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      await expect(contents).toHaveCount(count);
      await expectAccessible(page);

      await contents.last().click();
      await expect(page).toHaveURL(new RegExp(`#${count}-`));
      await expect(sections.last()).toBeInViewport();
    });
  }

  test('the privacy policy says the service is not for children under 18', async ({ page }) => {
    await page.goto(paths.privacyPolicy);
    await expect(page.getByText(/not for children under 18/)).toBeVisible();
  });
});
