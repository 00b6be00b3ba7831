import { DETAIL_PAGE_PLAN_IDS } from '../src/domain/catalogue/catalogue';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { card, comparisonTable, PROVIDER_PAGES, pricesOf } from './support/health-catalogue';
import { expectNoSidewaysScroll } from './support/viewport';

test.describe('provider options', () => {
  test('five providers in order, the first four featured, and a way to compare', async ({ page }) => {
    await page.goto(paths.healthcareOptions);
    await expect(page).toHaveTitle('Health Plans | Diaspora Hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Health plans' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(5);
    for (const [index, { name }] of PROVIDER_PAGES.entries()) {
      await expect(cards.nth(index)).toHaveAccessibleName(name);
      await expect(cards.nth(index).getByText('Featured', { exact: true })).toHaveCount(index < 4 ? 1 : 0);
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Compare Plans' }).click();
    await expect(page).toHaveURL(/\/healthcare\/compare$/);
  });

  test("each 'View Plans' opens that provider's plans", async ({ page }) => {
    for (const { name, path, heading } of PROVIDER_PAGES) {
      await page.goto(paths.healthcareOptions);
      await card(page, name)
        .getByRole('link', { name: /^View Plans/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

test.describe('the catalogue is prerendered', () => {
  const pages: Array<[string, string]> = [
    ['/healthcare/options', 'Health plans'],
    ...PROVIDER_PAGES.map(({ path, heading }): [string, string] => [path, heading]),
    ['/healthcare/compare', 'Compare plans'],
    ...DETAIL_PAGE_PLAN_IDS.map((id): [string, string] => [`/healthcare/plan/${id}`, pricesOf(id).name]),
  ];
  for (const [path, heading] of pages) {
    test(`${path} carries its heading before any JavaScript`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`>${heading}</h1>`);
    });
  }

  test('the options page paints with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.healthcareOptions);
    await expect(page.getByRole('article')).toHaveCount(5);
    await context.close();
  });
});

test.describe('no sideways scrolling at 320 px', () => {
  for (const path of [
    '/healthcare/options',
    ...PROVIDER_PAGES.map(({ path }) => path),
    '/healthcare/plan/zenith',
    '/healthcare/plan/ally-partners-executive',
    '/healthcare/plan/homereach-ivy',
    '/healthcare/compare?plans=silver-global,emerald,ally-partners-executive,plus-africa',
  ]) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path.includes('?plans=')) await expect(comparisonTable(page)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});
