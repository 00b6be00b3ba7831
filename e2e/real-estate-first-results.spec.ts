import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { signUpViaApi } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { photosLoaded, propertyCards, propertyCardTitles } from './support/real-estate';

// Decisions 023 and 027: the server renders /real-estate's listing. A visitor's page is a document React never
// runs, whose search, filters and 'Load more' work as plain HTML; a signed-in user's page hydrates the server's
// first page as it is.

test('without JavaScript, a visitor lists, pages and searches', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(paths.realEstate);
  await expect(page.getByRole('status', { name: 'Loading properties' })).toHaveCount(0);
  await expect(propertyCards(page)).toHaveCount(12);
  const first = propertyCards(page).first();
  await expect(first.getByRole('heading')).not.toBeEmpty();
  await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute(
    'href',
    /^\/property\/[0-9a-f-]{36}$/,
  );
  // The heart asks a visitor to sign in, and brings them back to this list (decision 042).
  await expect(first.getByRole('link', { name: /^Save / })).toHaveAttribute(
    'href',
    '/login?redirect=%2Freal-estate',
  );
  await expect(first.getByRole('img')).toHaveAttribute('src', /^\/api\/media\//);
  await expect.poll(() => photosLoaded(page)).toBe(true);

  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/\/real-estate\?cursor=/);
  await expect(propertyCards(page)).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);

  await page.getByLabel('Search by title or location').fill('abuja');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/real-estate\?search=abuja$/);
  await expect(propertyCards(page)).toHaveCount(6);
  await context.close();
});

test('a visitor’s page loads no React, and its filter sheet works as a dialog', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${paths.realEstate}?search=abuja`, { waitUntil: 'networkidle' });
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/entry\.document-[\w-]+\.js$/)]);

  const filters = page.getByRole('button', { name: 'Filters' });
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'Filter properties' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();

  await filters.click();
  // Each bedroom choice means at least that many, and says so.
  for (const label of ['Any', '1+', '2+', '3+', '4+', '5+'])
    await expect(sheet.getByRole('radio', { name: label, exact: true })).toBeVisible();
  await sheet.getByRole('radio', { name: 'Villa' }).check();
  await sheet.getByLabel('Min price (USD)').fill('250,000');
  await sheet.getByRole('button', { name: 'Clear' }).click();
  await expect(sheet.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(sheet.getByLabel('Min price (USD)')).toHaveValue('');
  await sheet.getByRole('radio', { name: 'Villa' }).check();
  await sheet.getByLabel('Max price (USD)').fill('$600,000');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/\/real-estate\?search=abuja&type=Villa&maxPrice=600000$/);
  await expect(propertyCardTitles(page)).toHaveText(['Gwarinpa Family Villa', 'Katampe Extension Villa']);
  await expect(page.getByRole('button', { name: 'Filters 2' })).toBeVisible();

  await page.getByRole('link', { name: 'Remove filter Search: abuja' }).click();
  await expect(page).toHaveURL(/\/real-estate\?type=Villa&maxPrice=600000$/);
});

test('signed in, React hydrates the server’s cards as they are, asks the API for nothing on load, then pages, filters and searches', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/properties') listRequests.push(request.url());
  });
  // The server's first card, kept before any script runs: hydration that fails re-renders it as a new element.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverCard: document.querySelector('[aria-label="Properties"] article') });
    });
  });
  // Returns once React has taken the page over; a hydration mismatch is a console error, which fails the test.
  await page.goto(paths.realEstate);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const sameCard = await page.evaluate(() => {
    const { serverCard } = window as unknown as { serverCard: Element | null };
    return serverCard !== null && serverCard === document.querySelector('[aria-label="Properties"] article');
  });
  expect(sameCard, 'the first card is the element the server sent').toBe(true);
  expect(listRequests, 'requests for the list on load').toEqual([]);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(propertyCards(page)).toHaveCount(24);
  expect(listRequests).toHaveLength(1);
  expect(new URL(listRequests[0]!).searchParams.get('cursor')).toBeTruthy();

  // The app applies the sheet without a page load: the card kept above stays in the document.
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter properties' });
  await sheet.getByRole('radio', { name: 'Villa' }).check();
  await sheet.getByRole('radio', { name: '5+' }).check();
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/real-estate\?type=Villa&bedrooms=5$/);
  await expect(propertyCards(page)).toHaveCount(6);
  expect(await page.evaluate(() => 'serverCard' in window), 'no page load').toBe(true);

  await page.getByRole('link', { name: 'Remove filter Type: Villa' }).click();
  await expect(page).toHaveURL(/\/real-estate\?bedrooms=5$/);
  await page.getByLabel('Search by title or location').fill('abuja');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/real-estate\?search=abuja&bedrooms=5$/);
  expect(await page.evaluate(() => 'serverCard' in window), 'no page load').toBe(true);
});

test('with filters in the URL, the page shows the filtered list', async ({ page }) => {
  await page.goto(`${paths.realEstate}?search=abuja&type=Villa&bedrooms=5`);
  await expect(propertyCards(page).getByRole('heading')).toHaveText([
    'Maitama Diplomatic Villa',
    'Katampe Extension Villa',
  ]);
});
