import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nobody listens on now, so the suite never collides with a running dev server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Workers load this file again; the values set by the main process reach them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'dh-e2e-'));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

const PUBLIC_CATALOGUE_CHANGES = /admin-catalogue\.spec\.ts/;

export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'admin-e2e-password' };

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const chromiumLaunchOptions = {
  // Playwright cannot download its own browser here; Debian's Chromium is used where it exists.
  executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testIgnore: PUBLIC_CATALOGUE_CHANGES,
    },
    {
      // These publish listings and plans for a moment; the other specs count the public catalogue, so these run
      // after them.
      name: 'admin-catalogue',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: PUBLIC_CATALOGUE_CHANGES,
      dependencies: ['phone'],
    },
  ],
  webServer: {
    // The first admin is made the way the README says, before the server takes the data directory.
    command: `npm run -s create-admin -- --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} && node --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      // Not 'production': the built-in test checkout below is refused there, since it takes no money.
      NODE_ENV: 'development',
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1; the API tests cover the limit itself.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // The built-in test checkout, so the card path runs end to end (DECISIONS 19).
      CARD_PAYMENTS: 'test',
      PAYMENT_WEBHOOK_SECRET: 'e2e-webhook-secret-at-least-32-characters',
    },
  },
});
