/**
 * Test-suite benchmark (issue 29, point 3): what each part of `npm test` costs on this machine, in wall seconds
 * and CPU seconds (user + system of every process it started), with the tests over the 10-second limit.
 *   npm run bench:tests [-- --parts unit,api,e2e --cwd ../other-checkout --top 10]
 * `--cwd` measures another checkout (a `git worktree` of an older commit) with this script, so a before/after table
 * is made by one script, part by part, side by side. Measure on a quiet machine: the load average is printed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    parts: { type: 'string', default: 'unit,api,e2e' },
    cwd: { type: 'string', default: '.' },
    top: { type: 'string', default: '5' },
  },
});
const CWD = path.resolve(args.cwd);
const TOP = Number(args.top);
/** The guide's limit for one test. */
const TEST_LIMIT_S = 10;

interface TestTime {
  name: string;
  seconds: number;
  /** False when the test failed (its last try, for Playwright). */
  passed: boolean;
}

interface PartResult {
  part: string;
  ok: boolean;
  wallS: number;
  cpuS: number;
  tests: TestTime[];
}

/** Each part's command, writing a JSON report to `report`; npm test's e2e step rebuilds a stale app first. */
const PARTS: Record<string, (report: string) => string[]> = {
  // As `npm run test:unit`: the pure rules and the components.
  unit: (report) => [
    'npx',
    'vitest',
    'run',
    '--project',
    'unit',
    '--project',
    'components',
    '--reporter=json',
    `--outputFile=${report}`,
  ],
  api: (report) => ['npx', 'vitest', 'run', '--project', 'api', '--reporter=json', `--outputFile=${report}`],
  e2e: (report) => [
    'sh',
    '-c',
    `node scripts/build-if-stale.js && PLAYWRIGHT_JSON_OUTPUT_NAME=${report} npx playwright test --reporter=json`,
  ],
};

/** Runs `command` under GNU time, whose line "TIMES <wall> <user> <system>" counts it and all its children. */
function timed(command: string[]) {
  return new Promise<{ ok: boolean; wallS: number; cpuS: number }>((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', 'TIMES %e %U %S', ...command], {
      cwd: CWD,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const times = /TIMES ([\d.]+) ([\d.]+) ([\d.]+)/.exec(stderr);
      if (!times)
        return reject(new Error(`no timing for ${command.join(' ')} (is /usr/bin/time installed?)`));
      const [, wall, user, system] = times.map(Number);
      resolve({ ok: code === 0, wallS: wall!, cpuS: user! + system! });
    });
  });
}

/** Every test's duration from a Vitest JSON report. */
function vitestTimes(json: string): TestTime[] {
  const report = JSON.parse(json) as {
    testResults: {
      name: string;
      assertionResults: { fullName: string; duration?: number; status: string }[];
    }[];
  };
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${path.relative(CWD, file.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
      passed: test.status !== 'failed',
    })),
  );
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests: { results: { duration: number; status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Every test's duration (its last try) from Playwright's JSON report. */
function playwrightTimes(json: string): TestTime[] {
  const report = JSON.parse(json) as { suites: PlaywrightSuite[] };
  const walk = (suite: PlaywrightSuite, prefix: string): TestTime[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `${prefix}${suite.title} › ${spec.title}`,
        seconds: (test.results.at(-1)?.duration ?? 0) / 1000,
        passed: ['passed', 'skipped', undefined].includes(test.results.at(-1)?.status),
      })),
    ),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, `${prefix}${suite.title} › `)),
  ];
  return report.suites.flatMap((suite) => walk(suite, ''));
}

async function measure(part: string, dir: string): Promise<PartResult> {
  const command = PARTS[part];
  if (!command) throw new Error(`unknown part '${part}': one of ${Object.keys(PARTS).join(', ')}`);
  const report = path.join(dir, `${part}.json`);
  const run = await timed(command(report));
  const json = await readFile(report, 'utf8').catch(() => '');
  const tests = json ? (part === 'e2e' ? playwrightTimes(json) : vitestTimes(json)) : [];
  return { part, ok: run.ok, wallS: run.wallS, cpuS: run.cpuS, tests };
}

const round = (seconds: number) => seconds.toFixed(1);

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-tests-'));
  console.log(
    `Checkout: ${CWD}; load average at start: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const results: PartResult[] = [];
  try {
    for (const part of args.parts.split(',')) {
      results.push(await measure(part.trim(), dir));
      const last = results.at(-1)!;
      console.log(
        `${part}: ${round(last.wallS)} s wall, ${round(last.cpuS)} CPU-s, ${last.ok ? 'passed' : 'FAILED'}`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log('\n| part | tests | wall s | CPU-s | tests over 10 s | slowest test s | result |');
  console.log('|---|---|---|---|---|---|---|');
  for (const result of results) {
    const slow = result.tests.filter((test) => test.seconds > TEST_LIMIT_S).length;
    const slowest = Math.max(0, ...result.tests.map((test) => test.seconds));
    const cells = [
      result.part,
      result.tests.length,
      round(result.wallS),
      round(result.cpuS),
      slow,
      round(slowest),
    ];
    console.log(`| ${cells.join(' | ')} | ${result.ok ? 'passed' : 'failed'} |`);
  }
  const total = results.reduce((sum, result) => sum + result.wallS, 0);
  console.log(`\nTotal wall: ${round(total)} s (${round(total / 60)} min)`);
  for (const result of results) {
    const slowest = [...result.tests].sort((a, b) => b.seconds - a.seconds).slice(0, TOP);
    console.log(`\nSlowest ${result.part} tests:`);
    for (const test of slowest) console.log(`  ${round(test.seconds)} s  ${test.name}`);
    // A part that fails on a loaded machine says which tests, so a timing is never read off a broken run.
    const failed = result.tests.filter((test) => !test.passed);
    if (failed.length > 0)
      console.log(`\nFailed ${result.part} tests:\n${failed.map((test) => `  ${test.name}`).join('\n')}`);
  }
  if (results.some((result) => !result.ok)) process.exitCode = 1;
}

await main();
