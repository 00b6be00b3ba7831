import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** Strings only the toaster (sonner) and TanStack Query's provider carry in the built scripts. */
const DATA_CODE_MARKERS = ['data-sonner-toaster', 'No QueryClient set'];

/** The text of every script the page loaded until the network went quiet. */
async function loadedScripts(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(response.text().then((text) => void scripts.set(response.url(), text)));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(reading);
  return scripts;
}

// Decision 021: the static public pages sit outside the data layout, so they download no query, API or toast code.
for (const path of ['/', '/help', '/privacy-policy']) {
  test(`${path} loads no query client or toaster code`, async ({ page }) => {
    const scripts = await loadedScripts(page, path);
    expect(scripts.size).toBeGreaterThan(0);
    for (const [url, text] of scripts) {
      for (const marker of DATA_CODE_MARKERS)
        expect(text, `${url} carries '${marker}'`).not.toContain(marker);
    }
  });
}

test('a page that reads the API still has the query client and toaster', async ({ page }) => {
  const scripts = [...(await loadedScripts(page, '/real-estate')).values()].join('\n');
  for (const marker of DATA_CODE_MARKERS) expect(scripts).toContain(marker);
});

// Decision 023: the landing page is a document React does not hydrate; one small script does what React did.
test('/ loads only its document script, a few kilobytes, and no React', async ({ page }) => {
  const scripts = await loadedScripts(page, '/');
  expect([...scripts.keys()].map((url) => new URL(url).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/entry\.document-[\w-]+\.js$/),
  ]);
  const [text] = [...scripts.values()];
  expect(text!.length).toBeLessThan(8 * 1024);
  expect(text).not.toContain('react.transitional.element');
});

test('arriving at / from inside the app, React renders it and its menu still works', async ({ page }) => {
  await page.goto('/help');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Diaspora Hub home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/#services$/);
});
