import type { PageMeasure } from './lighthouse-run';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of every measure, each taken on its own over the runs. */
export function medianMeasure(runs: PageMeasure[]): PageMeasure {
  const of = (key: keyof PageMeasure) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptBytes: of('scriptBytes'),
    accessibility: of('accessibility'),
  };
}

const COLUMNS = ['page', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'a11y'];

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
  ];
}

/** A Markdown table, so a run can be pasted into the README as it is. */
export function formatTable(results: { page: string; measure: PageMeasure }[]): string {
  const lines = [COLUMNS, COLUMNS.map(() => '---'), ...results.map((r) => row(r.page, r.measure))];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
