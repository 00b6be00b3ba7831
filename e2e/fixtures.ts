import { expect, test as base } from '@playwright/test';
import { waitForHydration } from './support/hydration';

// The browser logs every 4xx answer as a console error, including the ones a test provokes on purpose
// (409 for a taken email, 403 for a refused admin, 404 for someone else's order). App errors still fail.
const EXPECTED_CONSOLE_ERRORS = [/^Failed to load resource: the server responded with a status of 4\d\d/];

/**
 * Every test fails on an unexpected console error or uncaught page error, and `page.goto` returns once React has
 * taken the page over (where it will), as a test of React's behaviour means (decision 023). The helpers the specs
 * share are in ./support, one topic a file.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const hydrates = await page.evaluate(() => '__reactRouterContext' in window).catch(() => false);
      // A page that moves on by itself (a redirect) is followed by the test's own expectations.
      if (hydrates) await waitForHydration(page).catch(() => undefined);
      return response;
    };
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_CONSOLE_ERRORS.some((re) => re.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
