import { chromium } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../playwright.config';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { makeUser, signUpViaApi } from './support/accounts';
import { offerInstallPrompt, timesPrompted } from './support/install-prompt';
import { pngSize } from './support/photos';
import { activeWorker, appStarted, cachedUrls } from './support/service-worker';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

test.describe('installable app', () => {
  test('the manifest is linked and valid', async ({ page }) => {
    await page.goto(paths.landing);
    // root.tsx's links(): { rel: 'manifest', href: '/manifest.webmanifest' } (decision record 022).
    await expect(page.locator('link[rel="manifest"]'), 'the page links the manifest').toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Diaspora Hub',
      short_name: 'Diaspora Hub',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b4f42',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const file = await page.request.get(icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
      const [width] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body())).toEqual({ width, height: width });
    }

    const cdp = await page.context().newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest', {})).errors).toEqual([]);
  });

  test('Chromium reports no installability errors', async ({ baseURL }) => {
    // Test contexts are incognito, where Chromium never installs ('in-incognito'): this one has a profile.
    const profile = await mkdtemp(path.join(tmpdir(), 'dh-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(paths.landing);
      await activeWorker(page);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
        .toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('the service worker registers after load, never cached, and controls the page on reload', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        sessionStorage.setItem('registered-when', document.readyState);
        return register.apply(this, args);
      };
    });
    await page.goto(paths.landing);
    expect(await activeWorker(page)).toMatch(/\/sw\.js$/);
    expect(await page.evaluate(() => sessionStorage.getItem('registered-when'))).toBe('complete');

    const script = await page.request.get('/sw.js');
    expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers()['cache-control']).toBe('no-cache');
    expect(script.headers()['content-security-policy']).toContain("connect-src 'self'");

    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  });

  test("hashed assets come from the worker's cache; API answers and signed-in pages are never cached", async ({
    page,
  }) => {
    // A cache left by an older build: the new worker deletes it when it takes over.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('old-cache')) return;
      sessionStorage.setItem('old-cache', 'made');
      void caches
        .open('diaspora-hub-an-older-build')
        .then((cache) => cache.put('/assets/old.js', new Response('')));
    });
    await signUpViaApi(page.request, makeUser({ firstName: 'Chiamaka' }));
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { name: 'Hello, Chiamaka' })).toBeVisible();
    await activeWorker(page);
    // The first load, which no worker controlled, fetches its deferred chunks after the heading shows: its last
    // answers must not be counted as the reload's.
    await page.waitForLoadState('networkidle');

    const responses: { path: string; fromWorker: boolean }[] = [];
    page.on('response', (response) =>
      responses.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hello, Chiamaka' })).toBeVisible();
    const assets = responses.filter(({ path }) => path.startsWith('/assets/'));
    const api = responses.filter(({ path }) => path.startsWith('/api/'));
    expect(assets.length).toBeGreaterThan(0);
    expect(api.length).toBeGreaterThan(0);
    expect(assets.filter(({ fromWorker }) => !fromWorker)).toEqual([]);
    expect(api.filter(({ fromWorker }) => fromWorker)).toEqual([]);

    const stored = await cachedUrls(page);
    const names = Object.keys(stored);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^diaspora-hub-/);
    const urls = Object.values(stored).flat();
    expect(urls).toContain('/__spa-fallback.html');
    expect(urls.filter((path) => path.startsWith('/api'))).toEqual([]);
    // The only page kept is the app shell: not /home, not /.
    expect(urls.filter((path) => !path.startsWith('/assets/'))).toEqual(['/__spa-fallback.html']);
  });

  test('offline, a page opens from the cached app shell', async ({ page, context, consoleErrors }) => {
    // A page the app renders (not a visitor's document, whose route code the shell would still have to fetch).
    await page.goto(paths.support);
    await activeWorker(page);
    await page.reload();
    // The reload's route modules come through the worker, which keeps each before handing it over; React imports
    // them after the load event, so offline came first on a busy machine (the shell then reloaded itself in a loop).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    const response = await page.goto(paths.support);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
    // Offline, the browser reports the manifest it could not fetch; that is not an app error.
    const appErrors = consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error));
    consoleErrors.splice(0, consoleErrors.length, ...appErrors);
  });
});

test.describe('install offer', () => {
  test.beforeEach(async ({ page }) => {
    // Whatever the browser decides about offering installation, these tests decide whether a prompt exists.
    await page.addInitScript(() =>
      window.addEventListener(
        'beforeinstallprompt',
        (event) => 'fromTest' in event || event.stopImmediatePropagation(),
        { capture: true },
      ),
    );
  });

  test('without a prompt, Download the app shows instructions in an accessible dialog', async ({ page }) => {
    await page.goto(paths.landing);
    await appStarted(page);
    const download = page.getByRole('link', { name: 'Download the app' });
    await download.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Install Diaspora Hub' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Install app');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');

    await download.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();
  });

  test('the store buttons offer the web app too, without opening a store', async ({ page, context }) => {
    await page.goto(paths.landing);
    await appStarted(page);
    await page.getByRole('link', { name: /Google Play/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Install Diaspora Hub' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(context.pages()).toHaveLength(1);
  });

  test("without a prompt, the footer's Mobile App still goes to /splash", async ({ page }) => {
    await page.goto(paths.landing);
    await appStarted(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mobile App' }).click();
    await expect(page).toHaveURL(/\/splash$/);
  });

  test("with a prompt, Download the app and Mobile App show the browser's install prompt", async ({
    page,
  }) => {
    await page.goto(paths.landing);
    await appStarted(page);
    await offerInstallPrompt(page);
    await page.getByRole('link', { name: 'Download the app' }).click();
    expect(await timesPrompted(page)).toBe(1);
    await expect(page.getByRole('dialog')).toBeHidden();

    await offerInstallPrompt(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mobile App' }).click();
    expect(await timesPrompted(page)).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('in the installed app, Download the app says it is installed', async ({ page }) => {
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
          : matchMedia(query);
    });
    await page.goto(paths.landing);
    await appStarted(page);
    await page.getByRole('link', { name: 'Download the app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Diaspora Hub is installed' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
  });
});
