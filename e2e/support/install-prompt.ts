import type { Page } from '@playwright/test';

/** Fires a `beforeinstallprompt` of the test's own, whose `prompt()` counts its calls on `window.prompted`. */
export function offerInstallPrompt(page: Page) {
  return page.evaluate(() => {
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
