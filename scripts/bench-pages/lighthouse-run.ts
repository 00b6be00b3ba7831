import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS as CHROME_FLAGS } from '../../src/testing/chromium';

export interface PageMeasure {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The audits of those three categories that did not pass, by id, so a score under 1 says why. */
  failing: string[];
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
}

const ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The scored audits of every category but performance that did not pass. */
function failingAudits(lhr: {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null } | undefined>;
}): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((ref) => ref.id),
  );
}

/** Lighthouse's own advice: a fresh browser for every run, so no cache or state carries over. */
async function runOnce(chromePath: string, url: string) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run with its defaults: the mobile preset, simulated slow 4G and a 4x slower CPU. */
export async function measurePage(chromePath: string, url: string): Promise<PageMeasure> {
  let lhr = await runOnce(chromePath, url);
  // A loaded machine now and then loses the trace (NO_NAVSTART, NO_FCP); Lighthouse's advice is to run again.
  for (let attempt = 2; lhr.runtimeError && attempt <= ATTEMPTS; attempt++) {
    console.error(`${url}: ${lhr.runtimeError.code}, running again`);
    lhr = await runOnce(chromePath, url);
  }
  const { categories, audits, runtimeError } = lhr;
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
    bestPractices: categories['best-practices']?.score ?? Number.NaN,
    seo: categories.seo?.score ?? Number.NaN,
    failing: failingAudits(lhr),
  };
}
