import type { Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';

/*
 * Issue 13, point 8 (decision 034): one navigation that holds. Signed in, every app page has the tab bar on a
 * phone and the same four destinations in the top bar on a desktop, never both; every page's header knows who is
 * signed in.
 */

const DESTINATIONS = [
  ['Home', '/home'],
  ['Health', '/healthcare/plans'],
  ['Properties', '/real-estate-providers'],
  ['Profile', '/profile'],
] as const;

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'App' });
const topBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectDestinations(page: Page, where: ReturnType<typeof tabBar>) {
  for (const [label, path] of DESTINATIONS)
    await expect(where.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
}

/** On the page at `path`: its one tab bar, shown, with the four destinations and `current` (or none) marked. */
async function expectOneTabBar(page: Page, path: string, current: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(tabBar(page), path).toHaveCount(1);
  await expect(tabBar(page), path).toBeVisible();
  await expectDestinations(page, tabBar(page));
  const marked = tabBar(page).locator('[aria-current="page"]');
  if (current) await expect(marked, path).toHaveText(current);
  else await expect(marked, path).toHaveCount(0);
  // The top bar's copies of the destinations are for desktops only.
  await expect(topBar(page).getByRole('link', { name: 'Health', exact: true })).toBeHidden();
}

// Every signed-in app page, by the section its tab bar marks ('' for none), a test for each group.
const APP_PAGES: Record<string, [string, string][]> = {
  'the home, profile, support and account deletion pages': [
    ['/home', 'Home'],
    ['/profile', 'Profile'],
    ['/support', 'Profile'],
    ['/delete-account', 'Profile'],
  ],
  'the health pages': [
    ['/healthcare/plans', 'Health'],
    ['/healthcare/plan/zenith', 'Health'],
    ['/healthcare/beneficiary?plan=zenith', 'Health'],
  ],
  'the property and funeral pages': [
    ['/real-estate-providers', 'Properties'],
    ['/funeral-insurance', ''],
    ['/real-estate', 'Properties'],
  ],
};

for (const [group, pages] of Object.entries(APP_PAGES)) {
  test(`signed in on a phone, ${group} have the one tab bar, with the current section marked`, async ({
    page,
  }) => {
    await signUpViaApi(page.request);
    for (const [path, current] of pages) await expectOneTabBar(page, path, current);
  });
}

test("signed in on a phone, the page's last line scrolls clear of the tab bar, and a tab leads to its section", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto(paths.realEstate);
  await expect(tabBar(page)).toBeVisible();
  await expectAccessible(page);

  // The tab bar takes the foot of the screen; the page's last line scrolls clear of it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLink = page.getByRole('contentinfo').getByRole('link').last();
  const barTop = (await tabBar(page).boundingBox())!.y;
  const lastBox = (await lastLink.boundingBox())!;
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barTop);

  await tabBar(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(tabBar(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
});

test('signed in on a desktop, the top bar carries the destinations and there is no tab bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpViaApi(page.request);
  for (const path of ['/home', '/healthcare/plans', '/real-estate', '/support']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(tabBar(page)).toBeHidden();
    await expectDestinations(page, topBar(page));
    await expect(topBar(page).getByRole('link', { name: 'Health', exact: true })).toBeVisible();
  }
  await expect(topBar(page).getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);
});

test('a visitor has no tab bar', async ({ page }) => {
  for (const path of ['/real-estate', '/healthcare/plans', '/support']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
  }
});

test('the help and legal pages know who is signed in', async ({ page }) => {
  await page.goto(paths.help);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto(paths.privacyPolicy);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signUpViaApi(page.request);
  for (const path of ['/help', '/privacy-policy', '/terms-and-conditions']) {
    await page.goto(path);
    const account = page.getByRole('banner').getByRole('link', { name: 'My Account' });
    await expect(account, path).toHaveAttribute('href', '/home');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' }), path).toHaveCount(0);
  }
  await expectAccessible(page);
});
