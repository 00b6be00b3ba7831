import type { Locator, Page } from '@playwright/test';

/** The rows of the list named `label` (its items). */
export function listRows(page: Page, label: string): Locator {
  return page.getByRole('list', { name: label }).getByRole('listitem');
}
