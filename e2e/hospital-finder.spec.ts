import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { waitForHydration } from './support/hydration';
import { atNarrowestPhone } from './support/viewport';

// Issue 15, point 1: the hospital finder searches every plan's hospitals on the server and leads to the plans.
const results = (page: Page) =>
  page.getByRole('region', { name: 'Hospitals found' }).getByRole('heading', { level: 3 });

test('search by name, state, town and tier; open a plan; compare the plans that cover a hospital', async ({
  page,
}) => {
  await page.goto('/healthcare/options');
  await page.getByRole('link', { name: 'Find a hospital' }).click();
  await expect(page).toHaveURL(/\/healthcare\/hospitals$/);
  await waitForHydration(page);
  await expect(results(page).filter({ hasText: 'Crown Point Hospital' })).toHaveCount(1);
  await expectAccessible(page);

  // State, then its town; the town list follows the state.
  await page.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
  await page.getByRole('combobox', { name: 'Town' }).selectOption('Ikeja');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?name=&state=Lagos&town=Ikeja&tier=$/);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('5 hospitals found');
  await expect(results(page)).toHaveText([
    'Allen Avenue Family Clinic',
    'Coral Bay Hospital',
    'Crown Point Hospital',
    'Silverline Hospital',
    'Smile Court Dental Centre',
  ]);

  // Name part and tier together; nothing found says so.
  await page.getByRole('textbox', { name: 'Hospital name' }).fill('zzqx');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No hospital matches this search.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Hospital name' }).fill('crown');
  await page.getByRole('combobox', { name: 'Tier' }).selectOption('Tier 2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(results(page)).toHaveText(['Crown Point Hospital']);
  const crownPoint = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Crown Point Hospital' }) });
  await expect(crownPoint.getByRole('link', { name: 'Ally Partners Medicare Premium' })).toBeVisible();
  await expect(crownPoint).toContainText('Tier 2');
  await expectAccessible(page);
  await atNarrowestPhone(page, async () => {});

  // A plan link opens that plan's page, which links back to the finder.
  await crownPoint.getByRole('link', { name: 'Ally Partners Medicare Executive' }).click();
  await expect(page).toHaveURL(/\/healthcare\/plan\/ally-partners-executive$/);
  await expect(page.getByRole('link', { name: 'Find a hospital' }).first()).toBeVisible();
  await page.goBack();

  // 'Compare these plans': the compare page offers only the plans that cover the hospital.
  await crownPoint.getByRole('link', { name: /Compare these plans/ }).click();
  await expect(page).toHaveURL(
    /\/healthcare\/compare\?hospital=crown-point-hospital&plans=ally-partners-premium,ally-partners-executive$/,
  );
  await waitForHydration(page);
  await expect(page.getByText('Plans that cover Crown Point Hospital')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'plans chosen' })).toHaveText(
    '2 of 4 plans chosen',
  );
  await expectAccessible(page);
  await atNarrowestPhone(page, async () => {});
  await page.getByRole('link', { name: 'Show every plan' }).click();
  await expect(page.getByText('Plans that cover Crown Point Hospital')).toHaveCount(0);
  await expect.poll(() => page.getByRole('checkbox').count()).toBeGreaterThan(2);
});
