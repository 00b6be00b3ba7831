import type { Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { waitForHydration } from './support/hydration';
import { atNarrowestPhone } from './support/viewport';

// Issue 15, point 1: the hospital finder searches every plan's hospitals on the server and leads to the plans.
const results = (page: Page) =>
  page.getByRole('region', { name: 'Hospitals found' }).getByRole('heading', { level: 3 });

test('search by name, state, town and tier; open a plan; compare the plans that cover a hospital', async ({
  page,
}) => {
  await page.goto(paths.healthcareOptions);
  await page.getByRole('link', { name: 'Find a hospital' }).click();
  await expect(page).toHaveURL(/\/healthcare\/hospitals$/);
  await expect(results(page).filter({ hasText: 'Crown Point Hospital' })).toHaveCount(1);
  await expectAccessible(page);

  // A visitor's page is a document (decision 027): the state, searched, then offers its towns.
  await page.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?state=Lagos$/);
  await page.getByRole('combobox', { name: 'Town' }).selectOption('Ikeja');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?state=Lagos&town=Ikeja$/);
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

const LAGOS_IKEJA = [
  'Allen Avenue Family Clinic',
  'Coral Bay Hospital',
  'Crown Point Hospital',
  'Silverline Hospital',
  'Smile Court Dental Centre',
];

test('without JavaScript, the server finds by state, then town, name and tier', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(paths.healthcareHospitals);
  await page.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
  await page.getByRole('button', { name: 'Search' }).click();
  // The form sends every field; the server answers at the URL the app would write.
  await expect(page).toHaveURL(/\/healthcare\/hospitals\?state=Lagos$/);
  await expect(results(page).filter({ hasText: 'Crown Point Hospital' })).toHaveCount(1);
  await expect(results(page).filter({ hasText: 'Aba Road Clinic' })).toHaveCount(0);

  // The state's towns are offered once the state is in force.
  await page.getByRole('combobox', { name: 'Town' }).selectOption('Ikeja');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?state=Lagos&town=Ikeja$/);
  await expect(page.getByRole('status')).toHaveText('5 hospitals found');
  await expect(results(page)).toHaveText(LAGOS_IKEJA);

  await page.getByRole('textbox', { name: 'Hospital name' }).fill('crown');
  await page.getByRole('combobox', { name: 'Tier' }).selectOption('Tier 2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(results(page)).toHaveText(['Crown Point Hospital']);
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/healthcare\/hospitals$/);
  await expect.poll(() => results(page).count()).toBeGreaterThan(5);
  await context.close();
});

test('signed in, a filtered URL arrives with its results, which React keeps as it hydrates', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/hospitals') searches.push(request.url());
  });
  await page.goto(`${paths.healthcareHospitals}?state=Lagos&town=Ikeja`);
  await waitForHydration(page);
  await expect(results(page)).toHaveText(LAGOS_IKEJA);
  await expect(page.getByRole('combobox', { name: 'Town' })).toHaveValue('Ikeja');
  expect(searches).toEqual([]);
  await expectAccessible(page);

  // Searching again, hydrated, asks the API in place; the town list follows the state.
  await page.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
  await expect(page.getByRole('combobox', { name: 'Town' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Hospital name' }).fill('coral');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(results(page)).toHaveText(['Coral Bay Hospital']);
  expect(searches).toHaveLength(1);
});
