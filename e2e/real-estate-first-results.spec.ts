import { expect, test } from './fixtures';
import { photosLoaded, propertyCards } from './support/real-estate';

// Decision 023: the server puts the first page of listings into /real-estate's HTML; React hydrates it as it is.

test('without JavaScript, the first listings, their photos and "Load more" are in the page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/real-estate');
  await expect(page.getByRole('status', { name: 'Loading properties' })).toHaveCount(0);
  await expect(propertyCards(page)).toHaveCount(12);
  const first = propertyCards(page).first();
  await expect(first.getByRole('heading')).not.toBeEmpty();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/property\/[0-9a-f-]{36}$/);
  await expect(first.getByRole('img')).toHaveAttribute('src', /^\/api\/media\//);
  await expect.poll(() => photosLoaded(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  await context.close();
});

test('hydrates the server’s cards as they are, asks the API for nothing on load, then pages and searches', async ({
  page,
}) => {
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
  await page.goto('/real-estate');
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

  await page.getByLabel('Search by title or location').fill('abuja');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/real-estate\?search=abuja$/);
  await expect(propertyCards(page)).toHaveCount(6);
});

test('with filters in the URL, the page shows the filtered list', async ({ page }) => {
  await page.goto('/real-estate?search=abuja&type=Villa&bedrooms=5');
  await expect(propertyCards(page).getByRole('heading')).toHaveText([
    'Maitama Diplomatic Villa',
    'Katampe Extension Villa',
  ]);
});
