import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The guide's limit for one test (STYLE: no test needs more than 10 s); E2E_TEST_LIMIT_MS overrides it. */
export const TEST_LIMIT_MS = Number(process.env.E2E_TEST_LIMIT_MS ?? 10_000);

/**
 * The annotation of a test that waits on a clock of the product's own (a job that runs once a minute, a retry
 * 30 s later) and cannot finish within the limit: it is listed with its reason on every run, not failed
 * (support/time-limit.ts adds it). Each one is a debt, not a licence.
 */
export const OVER_LIMIT_ANNOTATION = 'over-time-limit';

export interface SlowTest {
  title: string;
  ms: number;
  /** Why it may take longer, when it says so. */
  allowed?: string;
}

/** A passed try over the limit; a failed try already fails the run on its own. */
export function overLimit(test: TestCase, result: TestResult, limitMs: number): SlowTest | undefined {
  if (result.status !== 'passed' || result.duration <= limitMs) return undefined;
  const title = test.titlePath().filter(Boolean).join(' › ');
  const allowed = [...test.annotations, ...result.annotations].find(
    (annotation) => annotation.type === OVER_LIMIT_ANNOTATION,
  )?.description;
  return { title, ms: result.duration, ...(allowed && { allowed }) };
}

const line = (test: SlowTest) =>
  `  ${(test.ms / 1000).toFixed(1)} s  ${test.title}${test.allowed ? `\n         (allowed: ${test.allowed})` : ''}`;

/**
 * Names every test that took more than the limit, at the end of each run. It fails the run only when asked
 * (`E2E_TIME_LIMIT=fail npx playwright test`; `npm run bench:tests` counts them too): the guide keeps timings out of the tests' verdict
 * (benchmarks are scripts, never timed tests), and a test at 10.4 s on a busy CI machine must not stop a landing.
 * A per-test timeout would not do either: a test's own `test.setTimeout` raises it, and the limit is about what a
 * test costs, whether or not it would time out.
 */
export default class TimeLimitReporter implements Reporter {
  private readonly slow: SlowTest[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const slow = overLimit(test, result, TEST_LIMIT_MS);
    if (slow) this.slow.push(slow);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const limit = `${TEST_LIMIT_MS / 1000} s`;
    const sorted = [...this.slow].sort((a, b) => b.ms - a.ms);
    const allowed = sorted.filter((test) => test.allowed);
    const over = sorted.filter((test) => !test.allowed);
    if (allowed.length > 0)
      console.log(
        `\n${allowed.length} test(s) over ${limit} that wait on the product's clock:\n${allowed.map(line).join('\n')}`,
      );
    if (over.length === 0) return undefined;
    console.error(
      `\n${over.length} test(s) took more than ${limit} (no test needs more):\n${over.map(line).join('\n')}`,
    );
    if (process.env.E2E_TIME_LIMIT !== 'fail') return undefined;
    return result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio() {
    return false;
  }
}
