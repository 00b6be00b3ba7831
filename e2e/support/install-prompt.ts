import type { Page } from '@playwright/test';

/**
 * Fires a `beforeinstallprompt` of the test's own, whose `prompt()` counts its calls on `window.prompted`. Only once
 * the document's deferred scripts have run (DOMContentLoaded): the relative's page listens from one, and an event
 * fired before it loaded was lost, so the button it shows never came and the test's click waited out its 90 s.
 */
export async function offerInstallPrompt(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt'), {
      fromTest: true,
      prompt: async () => {
        const w = window as unknown as { prompted?: number };
        w.prompted = (w.prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

/** How many times the page called `prompt()` on an event from `offerInstallPrompt`. */
export function timesPrompted(page: Page) {
  return page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);
}
