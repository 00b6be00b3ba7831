import { existsSync } from 'node:fs';

/** Playwright cannot download its own browser here; Debian's Chromium is used where it exists. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, the same version as chromium): the
 * same Blink and V8 without the full browser around them, which is what Playwright itself runs headless tests in.
 * Measured on 84 browser tests (decision 086): 161 → 130 CPU-seconds for the machine, 89 → 75 s.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

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

const chromiumPath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

/** The browser tests' Chromium: the headless shell where it is installed, else the full browser. */
export const testChromiumPath = existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumPath;
