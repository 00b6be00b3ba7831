import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, testChromiumPath } from './src/testing/chromium';
import { freePort } from './src/testing/free-port';
import { STUB_SECRET_KEY } from './src/testing/paystack-stub';
import { STUB_TERMII_KEY } from './src/testing/termii-stub';

// Workers load this file again; the values set by the main process reach them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_PAYSTACK_PORT ??= String(await freePort());
process.env.E2E_TERMII_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'dh-e2e-'));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
/** The local Paystack stand-in the app's card payments go through (e2e/support/paystack.ts). */
export const PAYSTACK_STUB_URL = `http://127.0.0.1:${process.env.E2E_PAYSTACK_PORT}`;
/** The local Termii stand-in the relatives' text messages go through (e2e/support/invitations.ts). */
export const TERMII_STUB_URL = `http://127.0.0.1:${process.env.E2E_TERMII_PORT}`;

// The admin console's catalogue specs (listings, providers and plans, with users and the audit log that came with
// them), by file name: the 'admin-catalogue' project below runs them after the rest.
const PUBLIC_CATALOGUE_CHANGES = /\/admin-(listings|providers-and-plans|users|audit-log)\.spec\.ts$/;

// The durability tests (servers of their own, no browser), by file name: the 'durability' project below takes them
// up first, before the browsers fill the cores (docs/decisions/086).
const DURABILITY = /\/(server-restart|data-directory-lock|graceful-shutdown)\.spec\.ts$/;

export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'admin-e2e-password' };
/**
 * The e2e server's secret, as an operator sets BETTER_AUTH_SECRET: the saved-search spec makes an alert's
 * unsubscribe link with it, as the alert job would (e2e/support/saved-searches.ts).
 */
export const E2E_AUTH_SECRET = 'e2e-only-secret-0123456789abcdef-0123456789abcdef';

// A phone's size and touch; pixel density 1, because layout is in CSS pixels and a density of 2.6 only multiplies
// the painting the CPU does for every frame. Reduced motion, as a phone can ask (docs/decisions/085): a toast or a
// sheet appears at once rather than over .4 s, so axe never measures one half faded in, and skeletons do not pulse
// for the CPU while a page loads. The landing page's spec keeps the motion, its smooth scrolling included.
const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce' as const,
};

export const chromiumLaunchOptions = { executablePath: testChromiumPath, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A 2-core machine running two browsers, the app and its database is slow and uneven; one retry on CI keeps a
  // test that lost a race for the CPU from failing the run, and Playwright still reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  // Three browsers on two cores: a test spends much of its time waiting on the app or its own browser, and the
  // third keeps the cores busy (measured: 112 tests in 157 s with two workers, 139 s with three, 140 s with four).
  workers: 3,
  // The time-limit reporter names every test over 10 s, and fails the run with E2E_TIME_LIMIT=fail
  // (e2e/support/time-limit-reporter.ts); npm run bench:tests counts them too.
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ['./e2e/support/time-limit-reporter.ts'],
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    // A trace records every page's frames and DOM as the test runs: a third of the suite's CPU when it was kept
    // for failures only. A retry records one (CI retries once); locally, `--trace retain-on-failure` asks for it.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
    // The app registers a service worker after load; only e2e/pwa.spec.ts, which tests it, lets it run, so every
    // other spec sees the network as it is (page.route included) and no cache outlives a page.
    serviceWorkers: 'block',
  },
  projects: [
    {
      // Each starts and stops servers of its own, about 2 CPU-seconds a start: listed first, they are dealt to the
      // workers before any browser test, so they do not start nine servers on cores three browsers already fill (one
      // took 13.7 s there). Nothing waits for them: the browser tests take each worker as it comes free.
      name: 'durability',
      testMatch: DURABILITY,
    },
    {
      name: 'phone',
      use: PHONE,
      testIgnore: [PUBLIC_CATALOGUE_CHANGES, DURABILITY],
    },
    {
      // These publish listings and plans for a moment; the other specs count the public catalogue, so these run
      // after them.
      name: 'admin-catalogue',
      use: PHONE,
      testMatch: PUBLIC_CATALOGUE_CHANGES,
      dependencies: ['phone'],
    },
  ],
  webServer: [
    {
      // Paystack, imitated: no network. It signs its webhooks to the app as Paystack does (docs/decisions/046).
      command: `node --import tsx scripts/paystack-stub.ts --port ${process.env.E2E_PAYSTACK_PORT} --webhook-url ${baseURL}/api/payments/paystack/webhook`,
      url: `${PAYSTACK_STUB_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Termii, imitated: the relatives' invitations and codes are read back from it (docs/decisions/049).
      command: `node --import tsx scripts/termii-stub.ts --port ${process.env.E2E_TERMII_PORT}`,
      url: `${TERMII_STUB_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The app as `npm start` serves it, hashing passwords as the API tests do, and making the suite's admin and
      // the funeral covers in force that claims need before it answers, since a cover approved during a test starts
      // tomorrow (e2e/server.ts, docs/decisions/054 and 085).
      command: `node --import tsx e2e/support/start-app-server.ts --admin-email ${E2E_ADMIN.email} --admin-password ${E2E_ADMIN.password}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        // Not 'production': a Paystack test key is refused there unless PAYSTACK_TEST_MODE says otherwise.
        NODE_ENV: 'development',
        PORT: process.env.E2E_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_URL: baseURL,
        LOG_LEVEL: 'warn',
        // Every browser test comes from 127.0.0.1; the API tests cover the limit itself.
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        // Every browser test comes from 127.0.0.1, but each relative answers on a phone of her own: her requests say
        // so in X-Forwarded-For (e2e/support/invitations.ts), as a proxy would, so the relative page's limit per
        // address counts each relative, not the whole suite. Requests without the header are counted as before.
        TRUST_PROXY: 'true',
        // Card payments through Paystack's flow, against the stub above, so the path production takes runs end to
        // end (DECISIONS 19, docs/decisions/046). The built-in test checkout is covered by the API tests.
        CARD_PAYMENTS: 'paystack',
        PAYSTACK_SECRET_KEY: STUB_SECRET_KEY,
        PAYSTACK_BASE_URL: PAYSTACK_STUB_URL,
        // Text messages through Termii's API, against the stub above (docs/decisions/049).
        TERMII_API_KEY: STUB_TERMII_KEY,
        TERMII_BASE_URL: TERMII_STUB_URL,
        // What a payer abroad needs besides the sample bank details (decision 031).
        BANK_SWIFT_CODE: 'SMPLNGLA',
        BANK_ADDRESS: '1 Sample Street, Victoria Island, Lagos, Nigeria',
        BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
      },
    },
  ],
});
