/**
 * Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU) on every public page of a fresh build (issue 11), the
 * relative's page behind her invitation link and a member card's check (issue 31).
 *   npm run bench:pages [-- --runs 3] [--no-build] [--pages /,/help] [--chrome /usr/bin/chromium]
 *                       [--client-dir build/client]
 * Builds ./build (skip with --no-build), serves it on a free port with a throwaway data directory, runs Lighthouse
 * in Debian Chromium and prints the median of each measure over the runs. A page given as `:invitation`, `:card`
 * or `:property` is a real one of that kind, made on the data directory first (bench-pages/page-data.ts).
 * It uses the shared ./build folder: on a shared machine run it under `flock /tmp/dh-e2e.lock`, or measure a copy
 * of build/client with --no-build --client-dir <copy>.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { measurePage, type PageMeasure } from './bench-pages/lighthouse-run';
import {
  CARD,
  INVITATION,
  makeOrderPages,
  PLACEHOLDERS,
  PROPERTY,
  propertyPage,
} from './bench-pages/page-data';
import { serveBuild } from './bench-pages/serve-build';
import { formatTable, medianMeasure } from './bench-pages/summary-table';

// Every page a visitor reaches without an account, one plan page for all of them (one component), and the pages
// the server writes for people outside the app: the relative's, behind her link, and a member card's check.
const PUBLIC_PAGES = [
  '/',
  '/help',
  '/healthcare/options',
  '/healthcare/plans',
  '/healthcare/smathealth-plans',
  '/healthcare/homereach-plans',
  '/healthcare/venus-plans',
  '/healthcare/tangerine-plans',
  '/healthcare/plan/zenith',
  '/healthcare/compare',
  '/healthcare/hospitals',
  '/healthcare/hospitals?state=Lagos',
  '/real-estate',
  PROPERTY,
  '/real-estate-providers',
  '/funeral-insurance',
  '/funeral-insurance/claim-contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/login',
  '/signup',
  // The partner portal's sign-in (issue 33): a React page like the customers' sign-in.
  '/partner/login',
  INVITATION,
  CARD,
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    pages: { type: 'string' },
    chrome: { type: 'string', default: '/usr/bin/chromium' },
    'client-dir': { type: 'string', default: 'build/client' },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number of at least 1');
const PAGES = args.pages ? args.pages.split(',') : PUBLIC_PAGES;

if (!args['no-build']) execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });

const needs = (placeholder: string) => PAGES.includes(placeholder);
const realPaths: Record<string, string> = {};
const server = await serveBuild(args['client-dir'], async (dataDir) => {
  if (needs(INVITATION) || needs(CARD)) Object.assign(realPaths, await makeOrderPages(dataDir));
});
try {
  if (needs(PROPERTY)) Object.assign(realPaths, await propertyPage(server.origin));
  const runs = new Map<string, PageMeasure[]>(PAGES.map((page) => [page, []]));
  // Pages take turns within each round, so a busy moment on the machine spreads over all of them.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of PAGES) {
      const measure = await measurePage(args.chrome, `${server.origin}${realPaths[page] ?? page}`);
      runs.get(page)!.push(measure);
      console.error(`run ${round}/${RUNS} ${page}: ${measure.performance.toFixed(2)}`);
    }
  }
  console.log(`\nLighthouse ${RUNS === 1 ? 'single run' : `median of ${RUNS} runs`}, mobile preset:\n`);
  // A made page is named by its kind: its token changes with every run.
  const named = (page: string) =>
    PLACEHOLDERS.includes(page) ? `${realPaths[page]?.split('/').slice(0, 2).join('/')}/…` : page;
  console.log(
    formatTable(PAGES.map((page) => ({ page: named(page), measure: medianMeasure(runs.get(page)!) }))),
  );
} finally {
  await server.stop();
}
