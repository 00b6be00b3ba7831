import { paths } from '../../src/web/config/paths';
import { expect, type Page } from '@playwright/test';

/** The listing cards on the page. */
export function propertyCards(page: Page) {
  return page.getByRole('list', { name: 'Properties' }).getByRole('article');
}

/** The listing cards' titles (each card's title is its link). */
export function propertyCardTitles(page: Page) {
  return propertyCards(page).getByRole('heading');
}

/** Whether every listing photo on the page has loaded and has a size. */
export function photosLoaded(page: Page) {
  return page
    .getByRole('list', { name: 'Properties' })
    .getByRole('img')
    .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0));
}

/** Finds a listing by its title and opens its page. */
export async function openPropertyNamed(page: Page, title: string) {
  await page.goto(`${paths.realEstate}?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** A property page's path and query with `apply=1` added: the return target of 'Apply' for a visitor. */
export function withApply(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('apply', '1');
  return `${url.pathname}${url.search}`;
}
