import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over a prerendered page (it marks the container it listens on). Prerendered pages
 * load their scripts after the first paint (decision 023), so a click before this is an ordinary page load.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => Object.keys(document).some((key) => key.startsWith('_reactListening')),
    undefined,
    { timeout: 10_000 },
  );
}
