import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';

test.describe('public pages', () => {
  for (const [path, heading] of [
    ['/', 'Care for family at home, from wherever you are'],
    ['/help', 'Help Center'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
  ] as const) {
    test(`${path} is prerendered: its HTML carries the heading before any JavaScript`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain(heading);
    });
  }

  test('the landing page paints with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.landing);
    await expect(page.getByRole('heading', { level: 1, name: /Care for family at home/ })).toBeVisible();
    await context.close();
  });

  test('the landing page is accessible and links to the services', async ({ page }) => {
    await page.goto(paths.landing);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /Health Insurance/ }).click();
    await expect(page).toHaveURL(/\/healthcare\/options$/);
    await expect(page.getByRole('heading', { name: 'Health plans' })).toBeVisible();
  });

  test('hashed assets are cached for a year', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (req) => req.url().includes('/assets/') && scripts.push(req.url()));
    await page.goto(paths.landing);
    expect(scripts.length).toBeGreaterThan(0);
    const response = await request.get(scripts[0]!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

/** A path the route table does not have. */
const NOT_A_PAGE = '/no-such-page';

test.describe('routing', () => {
  test('an unknown route shows the not-found page with a way home', async ({ page }) => {
    await page.goto(NOT_A_PAGE);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/healthcare goes to the provider options', async ({ page }) => {
    await page.goto(paths.healthcare);
    await expect(page).toHaveURL(/\/healthcare\/options$/);
  });

  test('/healthcare/payment-summary goes to the payer page with the query kept', async ({ page }) => {
    // The payer page needs an account (DECISIONS 13).
    await signUpViaApi(page.request);
    await page.goto(`${paths.paymentSummary}?plan=zenith`);
    await expect(page).toHaveURL(/\/healthcare\/payer\?plan=zenith$/);
  });

  test('a visitor opening a signed-in page goes to sign-in with a way back', async ({ page }) => {
    await page.goto(paths.profile);
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
  });

  test('a signed-in user reaches the signed-in pages', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto(paths.home);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the admin area sends a non-admin to the admin login', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto(paths.admin);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto(paths.landing);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Help Center' }).click();
    await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('an admin opening /admin lands on the admin dashboard', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto(paths.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});
