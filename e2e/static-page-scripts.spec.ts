import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
