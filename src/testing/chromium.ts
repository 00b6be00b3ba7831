import { existsSync } from 'node:fs';

/** Playwright cannot download its own browser here; Debian's Chromium is used where it exists. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** How the browser tests and the page benchmark launch Chromium: headless, and talking to nobody but us. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
