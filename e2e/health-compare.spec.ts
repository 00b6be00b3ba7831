import type { Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { card, comparisonTable, pricesOf } from './support/health-catalogue';
import { expectNoSidewaysScroll } from './support/viewport';

/** The section with the plan checkboxes, whose alert says when a plan is refused (the ages form has its own). */
const choosePlans = (page: Page) => page.getByRole('region', { name: 'Choose plans' });

test.describe('compare plans', () => {
  test('three plans side by side; the choice survives a reload; a fifth is refused', async ({ page }) => {
    await page.goto(paths.healthcareCompare());
    await expect(page).toHaveTitle('Compare Health Plans | Diaspora Hub');
    await expect(page.getByText('0 of 4 plans chosen')).toBeVisible();
    await expectAccessible(page);
    for (const name of ['Super', 'Emerald', 'Ivy']) {
      const box = page.getByRole('checkbox', { name, exact: true });
      await box.click();
      await expect(box).toBeChecked();
    }
    await expect(page).toHaveURL(/\/healthcare\/compare\?plans=super,emerald,homereach-ivy$/);

    const expectComparison = async () => {
      await expect(comparisonTable(page).getByRole('columnheader')).toHaveText([
        /^Super/,
        /^Emerald/,
        /^Ivy/,
      ]);
      const cells = (row: RegExp) => comparisonTable(page).getByRole('row', { name: row }).getByRole('cell');
      await expect(cells(/^Price per year/)).toHaveText([
        `${pricesOf('super').usd}${pricesOf('super').ngn}`,
        `${pricesOf('emerald').usd}${pricesOf('emerald').ngn}`,
        `${pricesOf('homereach-ivy').usd}${pricesOf('homereach-ivy').ngn}`,
      ]);
      await expect(cells(/^Emergency surgery covered/).first()).toHaveText('40%');
      await expect(cells(/^Pre-existing conditions covered/).nth(1)).toHaveText('After 1 month');
      await expect(cells(/^Hospital tiers/).last()).toHaveText('Tiers 1-4');
    };
    await expectComparison();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Emerald', exact: true })).toBeChecked();
    await expectComparison();

    await page.getByRole('checkbox', { name: 'THT Select', exact: true }).click();
    await expect(page.getByText('4 of 4 plans chosen')).toBeVisible();
    const fifth = page.getByRole('checkbox', { name: 'Zenith', exact: true });
    await fifth.click();
    await expect(choosePlans(page).getByRole('alert')).toHaveText(/You can compare up to 4 plans/);
    await expect(fifth).not.toBeChecked();
    await expect(page).toHaveURL(/\?plans=super,emerald,homereach-ivy,tht-select$/);
    await expect(comparisonTable(page).getByRole('columnheader')).toHaveCount(4);

    await comparisonTable(page).getByRole('button', { name: 'Remove Super' }).click();
    await expect(page).toHaveURL(/\?plans=emerald,homereach-ivy,tht-select$/);
    await expect(choosePlans(page).getByRole('alert')).toHaveCount(0);
  });

  test("every plan card's 'Compare' opens the compare page with that plan picked", async ({ page }) => {
    for (const { path, plan, name } of [
      { path: '/healthcare/plans', plan: 'ruby', name: 'Ruby' },
      { path: '/healthcare/smathealth-plans', plan: 'ally-partners-premium', name: 'Premium' },
      { path: '/healthcare/homereach-plans', plan: 'homereach-tulip', name: 'Tulip' },
      { path: '/healthcare/venus-plans', plan: 'cadillac', name: 'Cadillac' },
      { path: '/healthcare/tangerine-plans', plan: 'classic', name: 'Classic' },
    ]) {
      await page.goto(path);
      await expect(
        page
          .getByRole('main')
          .getByRole('article')
          .getByRole('link', { name: /^Compare/ }),
      ).toHaveCount(await page.getByRole('main').getByRole('article').count());
      await card(page, name)
        .getByRole('link', { name: /^Compare/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/healthcare/compare\\?plans=${plan}$`));
      await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
      await expect(page.getByText('1 of 4 plans chosen')).toBeVisible();
    }
  });

  test('a shared link with more than four plans keeps the first four and says so', async ({ page }) => {
    await page.goto(paths.healthcareCompare(['super', 'zenith', 'cadillac', 'ruby', 'emerald', 'nope']));
    await expect(comparisonTable(page).getByRole('columnheader')).toHaveText([
      /^Super/,
      /^Zenith/,
      /^Cadillac/,
      /^Ruby/,
    ]);
    await expect(choosePlans(page).getByRole('alert')).toHaveText(/first 4 are shown/);
  });
});
