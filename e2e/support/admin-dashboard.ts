import type { Page } from '@playwright/test';

/** Goes back to the dashboard and follows the link named `link` in its region (a count's tile or the activity). */
export async function backToDashboardAndOpen(page: Page, region: string, link: string | RegExp) {
  await page.goBack();
  await page.getByRole('region', { name: region }).getByRole('link', { name: link }).click();
}
