import { expect, type Page } from '@playwright/test';

const LABELS = ['Name', 'Email', 'Phone', 'Country', 'Preferred Currency'];

/** The profile's labelled lines: each term, then its value, in the spec's order. */
export async function expectProfileLines(page: Page, values: string[]) {
  await expect(page.getByRole('term')).toHaveText(LABELS);
  await expect(page.getByRole('definition')).toHaveText(values);
}
