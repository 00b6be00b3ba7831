import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of one of our dropdowns (a combobox button with a listbox). Radix's Select ignores a choice made
 * in the instant after it opens (so the pointer that opened it cannot pick by accident); a busy test machine can
 * click that soon, and the list then stays open with nothing chosen. So the option is clicked again until the list
 * has closed.
 */
export async function choose(scope: Page | Locator, label: string, option: string) {
  const combobox = scope.getByRole('combobox', { name: label });
  await combobox.click();
  const page = 'page' in scope ? scope.page() : scope;
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (await choice.isVisible()) await choice.click({ timeout: 2_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
