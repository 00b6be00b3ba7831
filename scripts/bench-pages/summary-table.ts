import type { PageMeasure } from './lighthouse-run';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of every measure, each taken on its own over the runs. */
export function medianMeasure(runs: PageMeasure[]): PageMeasure {
  const of = (key: Exclude<keyof PageMeasure, 'failing'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptBytes: of('scriptBytes'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    // Every audit that failed in any run: a median of 1.00 can hide one.
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

const COLUMNS = ['page', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'a11y', 'BP', 'SEO'];

function row(page: string, m: PageMeasure): string[] {
  return [
    page,
    m.performance.toFixed(2),
    (m.fcpMs / 1000).toFixed(2),
    (m.lcpMs / 1000).toFixed(2),
    m.tbtMs.toFixed(0),
    m.cls.toFixed(3),
    (m.scriptBytes / 1024).toFixed(1),
    m.accessibility.toFixed(2),
    m.bestPractices.toFixed(2),
    m.seo.toFixed(2),
  ];
}

/** A Markdown table, so a run can be pasted into the README as it is. */
export function formatTable(results: { page: string; measure: PageMeasure }[]): string {
  const lines = [COLUMNS, COLUMNS.map(() => '---'), ...results.map((r) => row(r.page, r.measure))];
  const table = lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
  const failing = results
    .filter((r) => r.measure.failing.length > 0)
    .map((r) => `- ${r.page}: ${r.measure.failing.join(', ')}`);
  return failing.length ? `${table}\n\nAudits that failed in a run:\n${failing.join('\n')}` : table;
}
