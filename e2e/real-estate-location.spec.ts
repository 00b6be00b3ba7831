import type { Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { propertyCards } from './support/real-estate';

// Issue 13, point 10: /real-estate filters by state and town. Each card's location names its town, so every card
// shown must (other specs' listings may join the seeded ones).
async function expectEveryCardIn(page: Page, place: string) {
  await expect(propertyCards(page).first()).toBeVisible();
  for (const location of await propertyCards(page).allInnerTexts()) expect(location).toContain(place);
}

test('signed in, the town list follows the chosen state, and state and town filter as chips', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto(paths.realEstate);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter properties' });
  const town = sheet.getByRole('combobox', { name: 'Town' });
  await expect(town).toBeDisabled();
  await sheet.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
  await expect(town).toBeEnabled();
  await expect(town.getByRole('option', { name: 'Lekki' })).toHaveCount(1);
  await expect(town.getByRole('option', { name: 'Ibadan' })).toHaveCount(0);
  await town.selectOption('Lekki');
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Show results' }).click();

  await expect(page).toHaveURL(/\/real-estate\?state=Lagos&town=Lekki$/);
  await expectEveryCardIn(page, 'Lekki');
  await expect(page.getByRole('button', { name: 'Filters 1' })).toBeVisible();
  await page.getByRole('link', { name: 'Remove filter Town: Lekki' }).click();
  await expect(page).toHaveURL(/\/real-estate\?state=Lagos$/);
  await expectEveryCardIn(page, 'Lagos');
  await expectAccessible(page);

  // Another state empties the town; 'Clear' empties both.
  await page.getByRole('button', { name: 'Filters 1' }).click();
  await sheet.getByRole('combobox', { name: 'State' }).selectOption('Oyo');
  await expect(town).toHaveValue('');
  await sheet.getByRole('button', { name: 'Clear' }).click();
  await expect(sheet.getByRole('combobox', { name: 'State' })).toHaveValue('');
  await expect(town).toBeDisabled();
});

test('a visitor’s page, which React does not run, offers the state’s towns once the state is chosen', async ({
  page,
}) => {
  await page.goto(paths.realEstate);
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter properties' });
  await sheet.getByRole('combobox', { name: 'State' }).selectOption('Oyo');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/\/real-estate\?state=Oyo$/);
  await expectEveryCardIn(page, 'Ibadan');

  await page.getByRole('button', { name: 'Filters 1' }).click();
  await sheet.getByRole('combobox', { name: 'Town' }).selectOption('Ibadan');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/\/real-estate\?state=Oyo&town=Ibadan$/);
  await expectEveryCardIn(page, 'Ibadan');
  await expect(page.getByRole('link', { name: 'Remove filter Town: Ibadan' })).toBeVisible();
  await expectAccessible(page);
});

test('without JavaScript, a shared location URL filters, and its chips remove the filter', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${paths.realEstate}?state=Federal+Capital+Territory&town=Maitama`);
  await expectEveryCardIn(page, 'Maitama');
  await page.getByRole('link', { name: 'Remove filter State: Federal Capital Territory' }).click();
  await expect(page).toHaveURL(/\/real-estate$/);
  await expect(propertyCards(page)).toHaveCount(12);
  // A town of another state, as a hand-edited URL may hold, is dropped: the page asks for the URL it would write.
  await page.goto(`${paths.realEstate}?state=Oyo&town=Maitama`);
  await expect(page).toHaveURL(/\/real-estate\?state=Oyo$/);
  await context.close();
});
