import { existsSync } from 'node:fs';

/** Playwright cannot download its own browser here; Debian's Chromium is used where it exists. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium is the full browser, not Playwright's headless shell: every new window preloads the omnibox's
 * pop-up (two WebUI renderers that nobody sees), which cost as much CPU as the page under test. Chromium reads only
 * the last `--disable-features`, so this one repeats the features Playwright turns off (playwright-core's
 * `chromiumSwitches`) before adding the pop-ups.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** How the browser tests and the page benchmark launch Chromium: headless, and talking to nobody but us. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

export const chromiumPath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
