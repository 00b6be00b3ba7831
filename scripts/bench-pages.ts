/**
 * Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU) on every public page of a fresh build (issue 11).
 *   npm run bench:pages [-- --runs 3] [--no-build] [--pages /,/help] [--chrome /usr/bin/chromium]
 *                       [--client-dir build/client]
 * Builds ./build (skip with --no-build), serves it on a free port with a throwaway data directory, runs Lighthouse
 * in Debian Chromium and prints the median of each measure over the runs.
 * It uses the shared ./build folder: on a shared machine run it under `flock /tmp/dh-e2e.lock`, or measure a copy
 * of build/client with --no-build --client-dir <copy>.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { measurePage, type PageMeasure } from './bench-pages/lighthouse-run';
import { serveBuild } from './bench-pages/serve-build';
import { formatTable, medianMeasure } from './bench-pages/summary-table';

const PUBLIC_PAGES = [
  '/',
  '/help',
  '/healthcare/options',
  '/healthcare/plans',
  '/healthcare/plan/zenith',
  '/healthcare/hospitals',
  '/healthcare/hospitals?state=Lagos',
  '/real-estate',
  '/real-estate-providers',
  '/funeral-insurance',
  '/privacy-policy',
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

const server = await serveBuild(args['client-dir']);
try {
  const runs = new Map<string, PageMeasure[]>(PAGES.map((page) => [page, []]));
  // Pages take turns within each round, so a busy moment on the machine spreads over all of them.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of PAGES) {
      const measure = await measurePage(args.chrome, `${server.origin}${page}`);
      runs.get(page)!.push(measure);
      console.error(`run ${round}/${RUNS} ${page}: ${measure.performance.toFixed(2)}`);
    }
  }
  console.log(`\nLighthouse ${RUNS === 1 ? 'single run' : `median of ${RUNS} runs`}, mobile preset:\n`);
  console.log(formatTable(PAGES.map((page) => ({ page, measure: medianMeasure(runs.get(page)!) }))));
} finally {
  await server.stop();
}
