import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { expectScrolledTo } from './support/scroll';
import { expectServiceLinks } from './support/service-links';
import { expectNoSidewaysScroll } from './support/viewport';

test.describe('landing page', () => {
  test('shows its sections in order, ending with the contact footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Diaspora Hub/);
    const sections = page.getByRole('main').getByRole('region');
    const names = [
      'Care for family at home, from wherever you are',
      'Why families choose Diaspora Hub',
      'Everything your family needs, in one place',
      'Four simple steps',
      'Loved by families across the diaspora',
      'Download Diaspora Hub today',
    ];
    await expect(sections).toHaveCount(names.length);
    for (const [index, name] of names.entries()) await expect(sections.nth(index)).toHaveAccessibleName(name);
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the hero has a grid of 32 decorative tiles and 4 portraits', async ({ page }) => {
    await page.goto('/');
    // The tiles are decorative (hidden from assistive technology), so they have no role to find them by.
    await expect(page.locator('[data-hero-tile]')).toHaveCount(32);
    await expect(page.getByRole('img', { name: /^Illustrated portrait/ })).toHaveCount(4);
  });

  test('about, services, how it works and testimonials carry the spec content', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('region', { name: 'Why families choose Diaspora Hub' });
    await expect(about.getByRole('heading', { level: 3 })).toHaveText([
      'Government-endorsed',
      'Built by Africans for Africans',
      'Secure payment options',
      'Full transparency',
      '10,000+ families supported',
    ]);
    const services = page.getByRole('region', { name: 'Everything your family needs, in one place' });
    await expectServiceLinks(services);
    const steps = page.getByRole('region', { name: 'Four simple steps' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Download the app',
      'Choose a service',
      'Pay securely',
      'Get confirmation',
    ]);
    const testimonials = page.getByRole('region', { name: 'Loved by families across the diaspora' });
    await expect(testimonials.getByRole('figure')).toHaveCount(3);
  });

  test('on a phone the section links sit in a menu, and each scrolls to its section', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const targets = [
      ['Contact', page.getByRole('heading', { name: 'Contact us' })],
      ['Services', page.getByRole('heading', { name: 'Everything your family needs, in one place' })],
      ['About', page.getByRole('heading', { name: 'Why families choose Diaspora Hub' })],
      ['Home', page.getByRole('heading', { level: 1 })],
    ] as const;
    for (const [label, heading] of targets) {
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.click();
      await page.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${label.toLowerCase()}$`));
      if (label === 'Contact') await expect(heading).toBeInViewport();
      else await expectScrolledTo(heading);
    }
  });

  test('the menu opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(page.getByRole('link', { name: 'About', exact: true })).toBeHidden();
  });

  test('Get Started scrolls to the download section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/#download$/);
    await expectScrolledTo(page.getByRole('heading', { name: 'Download Diaspora Hub today' }));
  });

  test('the store buttons open the app stores in a new tab', async ({ page }) => {
    await page.goto('/');
    const stores = [
      [/Google Play/, /^https:\/\/play\.google\.com\//],
      [/App Store/, /^https:\/\/apps\.apple\.com\//],
    ] as const;
    for (const [name, href] of stores) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the footer links go where the spec says and show the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Help Center', '/help'],
      ['Support', '/support'],
      ['Mobile App', '/splash'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Delete Account', '/delete-account'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const website = footer.getByRole('link', { name: /Company Website/ });
    await expect(website).toHaveAttribute('href', /^https?:\/\//);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const mediaKit = footer.getByRole('link', { name: 'Media Kit' });
    await expect(mediaKit).toHaveAttribute('aria-disabled', 'true');
    await expect(mediaKit).not.toHaveAttribute('href');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Diaspora Hub`);

    await footer.getByRole('link', { name: 'Mobile App' }).click();
    await expect(page).toHaveURL(/\/splash$/);
    await page.goBack();
    await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
  });

  test('on a desktop the section links sit in the top bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await expectScrolledTo(page.getByRole('heading', { name: 'Everything your family needs, in one place' }));
    await nav.getByRole('link', { name: 'About' }).click();
    await expectScrolledTo(page.getByRole('heading', { name: 'Why families choose Diaspora Hub' }));
    await expectAccessible(page);
  });
});

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
    await page.goto('/splash');
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
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Plans' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeAttached();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Care for family at home/ })).toBeVisible();
  });

  test('Next walks the three slides; Get Started on the last goes to /login', async ({ page }) => {
    await page.goto('/onboarding');
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
  test('groups questions by topic in an accordion that opens with the keyboard', async ({ page }) => {
    await page.goto('/help');
    await expect(page).toHaveTitle('Help Center | Diaspora Hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Health cover for your relatives',
      'Paying by bank transfer',
      'Property applications',
      'Funeral plans',
      'Your account',
      'Deleting your account',
      'Still need help?',
    ]);
    await expectAccessible(page);

    const question = page.getByRole('button', { name: 'What reference should I use for my transfer?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/confirmation number, which starts with DH/)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'How do I delete my account?' }).click();
    await expect(page.getByRole('link', { name: 'Request account deletion' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
    await page
      .getByRole('button', { name: 'How long does deletion take, and what happens to my data?' })
      .click();
    await expect(page.getByText(/processed in 5-7 business days/)).toBeVisible();
    await expect(page.getByText(/removed within 30 days/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });
});

test.describe('legal pages', () => {
  for (const { path, title, date, count } of [
    { path: '/privacy-policy', title: 'Privacy Policy', date: 'Last updated May 21, 2025', count: 13 },
    {
      path: '/terms-and-conditions',
      title: 'Terms and Conditions',
      date: 'Last updated April 25, 2025',
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
    await page.goto('/privacy-policy');
    await expect(page.getByText(/not for children under 18/)).toBeVisible();
  });
});
