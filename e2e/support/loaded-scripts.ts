import type { Page } from '@playwright/test';

/** The text of every script the page loads from now on, by URL; `settled` waits for the reads in flight. */
export function recordScripts(page: Page) {
  const scripts = new Map<string, string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response.text().then((text) => void scripts.set(response.url(), text));
    // A read still in flight when the test ends (a chunk fetched after the last `settled`) rejects then, of no
    // interest to anyone; a read that `settled` waits for still fails it.
    read.catch(() => undefined);
    reading.push(read);
  });
  return { scripts, settled: () => Promise.all(reading) };
}

/** The text of every script the page loaded until the network went quiet. */
export async function loadedScripts(page: Page, path: string): Promise<Map<string, string>> {
  const recorded = recordScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await recorded.settled();
  return recorded.scripts;
}

/** Whether any of the scripts carries `marker`. */
export function anyCarries(scripts: Map<string, string>, marker: string) {
  return [...scripts.values()].some((text) => text.includes(marker));
}
