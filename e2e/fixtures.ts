import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let sequence = 0;

export function makeUser(overrides: Partial<TestUser> = {}): TestUser {
  sequence += 1;
  return {
    email: `e2e.${Date.now().toString(36)}.${process.pid}.${sequence}@example.com`,
    password: 'e2e-password-1',
    firstName: 'Amaka',
    lastName: 'Nwosu',
    ...overrides,
  };
}

/** Creates an account through the API; the request context keeps the session cookie for the page. */
export async function signUpViaApi(request: APIRequestContext, user: TestUser = makeUser()) {
  const response = await request.post('/api/accounts', {
    data: { ...user, middleName: '', country: 'Nigeria', confirmPassword: user.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

export async function signInViaApi(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await request.post('/api/auth/sign-in/email', { data: user });
  expect(response.status(), await response.text()).toBe(200);
}

/** Runs axe on the page as it is now; any WCAG A/AA violation fails the test. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const where = (nodes: (typeof results.violations)[number]['nodes']) =>
    nodes.map((node) => node.target.join(' ')).join(', ');
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.help} at ${where(violation.nodes)}`),
  ).toEqual([]);
}

/** The narrowest phone the app supports. */
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

export const NARROWEST_PHONE = { width: 320, height: 720 };

/**
 * Fails when the page is wider than the viewport the test set. Measured against that width, not `innerWidth`: an
 * emulated phone widens its layout viewport to fit content that overflows, so `innerWidth` grows with the very bug.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'page width in px' })
    .toBeLessThanOrEqual(width);
}

/** Resizes to the narrowest phone and checks that nothing scrolls sideways. */
export async function expectFitsNarrowestPhone(page: Page) {
  await page.setViewportSize(NARROWEST_PHONE);
  await expectNoSidewaysScroll(page);
}

// The browser logs every 4xx answer as a console error, including the ones a test provokes on purpose
// (409 for a taken email, 403 for a refused admin, 404 for someone else's order). App errors still fail.
const EXPECTED_CONSOLE_ERRORS = [/^Failed to load resource: the server responded with a status of 4\d\d/];

/**
 * Every test fails on an unexpected console error or uncaught page error, and `page.goto` returns once React has
 * taken the page over (where it will), as a test of React's behaviour means (decision 023).
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
