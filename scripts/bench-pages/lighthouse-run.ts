import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium with the flags the browser tests use (playwright.config.ts). */
const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageMeasure {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  accessibility: number;
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
}

export async function startChrome(chromePath: string): Promise<LaunchedChrome> {
  return launch({ chromePath, chromeFlags: CHROME_FLAGS });
}

/** One Lighthouse run with its defaults: the mobile preset, simulated slow 4G and a 4x slower CPU. */
export async function measurePage(chrome: LaunchedChrome, url: string): Promise<PageMeasure> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const requests = (audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)
    ?.items;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: categories.performance?.score ?? Number.NaN,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: (requests ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    accessibility: categories.accessibility?.score ?? Number.NaN,
  };
}
