import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { card, expectPrices } from './support/health-catalogue';
import { expectNewTabLink } from './support/links';

test.describe('plan detail', () => {
  test('Zenith: prices, five benefit groups, a 300px scrollable hospital list, exclusions', async ({
    page,
  }) => {
    await page.goto(paths.healthcarePlan('zenith'));
    await expect(page).toHaveTitle('Zenith (Venus Medicare) | Diaspora Hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Zenith' })).toBeVisible();
    await expectPrices(page.getByRole('main'), 'zenith');
    const benefits = page.getByRole('region', { name: 'Detailed Benefits' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Emergency',
      'Outpatient',
      'Inpatient',
      'Maternity',
      'Preventive',
    ]);
    const hospitals = page.getByRole('region', { name: 'Zenith hospitals by tier' });
    await expect(hospitals).toBeVisible();
    expect(await hospitals.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
    expect(await hospitals.evaluate((el) => el.tabIndex)).toBe(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Exclusions' })).toBeVisible();

    const details = page.getByRole('link', { name: /View Complete Plan Details/ });
    await expect(details).toHaveAttribute('aria-disabled', 'true');
    await expect(details).not.toHaveAttribute('href');
    await expectAccessible(page);
  });

  test('HomeReach plans link their complete details document in a new tab', async ({ page }) => {
    await page.goto(paths.healthcarePlan('homereach-tulip'));
    await expectNewTabLink(page.getByRole('link', { name: /View Complete Plan Details/ }));
    await expect(page.getByText('Ages 66-75')).toBeVisible();
  });

  test('Sapphire has no hospital section', async ({ page }) => {
    await page.goto(paths.healthcarePlan('sapphire'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sapphire' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hospital Network' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /hospitals by tier/ })).toHaveCount(0);
  });

  test('an Ally Partners plan says a plan type is chosen next', async ({ page }) => {
    await page.goto(paths.healthcarePlan('ally-partners-premium'));
    await expect(page.getByText(/You choose a plan type next/)).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown plan shows 'Plan Not Found' and 'Browse Plans' goes to the plans", async ({ page }) => {
    await page.goto(paths.healthcarePlan('no-such-plan'));
    await expect(page.getByRole('heading', { name: 'Plan Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Plan Not Found | Diaspora Hub');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Browse Plans' }).click();
    await expect(page).toHaveURL(/\/healthcare\/plans$/);
  });

  test('opens at the top of the page', async ({ page }) => {
    await page.goto(paths.venusPlans);
    const details = card(page, 'Silver Africa').getByRole('link', { name: /^View Details/ });
    await details.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await details.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Silver Africa' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
