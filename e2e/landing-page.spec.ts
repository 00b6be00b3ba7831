import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { expectScrolledTo } from './support/scroll';
import { expectServiceLinks } from './support/service-links';

// The one spec with motion on, as most visitors have it: the section links scroll smoothly (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test.describe('landing page', () => {
  test('shows its sections in order, ending with the contact footer', async ({ page }) => {
    await page.goto(paths.landing);
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
    await page.goto(paths.landing);
    // The tiles are decorative (hidden from assistive technology), so they have no role to find them by.
    await expect(page.locator('[data-hero-tile]')).toHaveCount(32);
    await expect(page.getByRole('img', { name: /^Illustrated portrait/ })).toHaveCount(4);
  });

  test('about, services, how it works and testimonials carry the spec content', async ({ page }) => {
    await page.goto(paths.landing);
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
    await page.goto(paths.landing);
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
    await page.goto(paths.landing);
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
    await page.goto(paths.landing);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/#download$/);
    await expectScrolledTo(page.getByRole('heading', { name: 'Download Diaspora Hub today' }));
  });

  test('the store buttons open the app stores in a new tab', async ({ page }) => {
    await page.goto(paths.landing);
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
    await page.goto(paths.landing);
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
    await page.goto(paths.landing);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await expectScrolledTo(page.getByRole('heading', { name: 'Everything your family needs, in one place' }));
    await nav.getByRole('link', { name: 'About' }).click();
    await expectScrolledTo(page.getByRole('heading', { name: 'Why families choose Diaspora Hub' }));
    await expectAccessible(page);
  });

  test('a visitor finds Sign in and Create account in the phone menu and in the desktop bar', async ({
    page,
  }) => {
    await page.goto(paths.landing);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/signup$/);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.landing);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'My Account' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('someone signed in finds My Account instead', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.landing);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/home');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
