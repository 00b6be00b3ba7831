import type { Locator, Page } from '@playwright/test';

/** Picks an option of one of our dropdowns (a combobox button with a listbox). */
export async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}
