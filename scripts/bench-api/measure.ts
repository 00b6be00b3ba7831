/** autocannon runs and the table they make. */
import autocannon from 'autocannon';

export interface Run {
  requestsPerSecond: number;
  /** The server's main-thread CPU per request in µs, where the platform tells it. */
  cpuPerRequest?: number;
  p50: number;
  p99: number;
  failures: number;
}

export async function hammer(
  url: string,
  seconds: number,
  connections: number,
  cpu: () => number | undefined = () => undefined,
): Promise<Run> {
  const before = cpu();
  const result = await autocannon({ url, connections, duration: seconds });
  const after = cpu();
  return {
    requestsPerSecond: result.requests.average,
    cpuPerRequest:
      before === undefined || after === undefined ? undefined : (after - before) / result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Rounds {
  endpoint: string;
  app: Run[];
  bare: Run[];
}

const medianOf = (runs: Run[], key: keyof Run) => median(runs.map((run) => run[key] ?? Number.NaN));

/**
 * Each round's ratio is app ÷ bare measured back to back; the table shows the median ratio over rounds.
 * Returns how many requests failed (non-2xx, errors, timeouts) on either server.
 */
export function printTable(all: Rounds[]): number {
  const rows = all.map(({ endpoint, app, bare }) => ({
    endpoint,
    'app req/s': Math.round(medianOf(app, 'requestsPerSecond')),
    'bare req/s': Math.round(medianOf(bare, 'requestsPerSecond')),
    ratio: median(app.map((run, round) => run.requestsPerSecond / bare[round]!.requestsPerSecond)).toFixed(2),
    // The bare server's CPU per request over the app's: what the ratio would be were both CPU-bound alone.
    'cpu µs/req app/bare': `${Math.round(medianOf(app, 'cpuPerRequest'))}/${Math.round(medianOf(bare, 'cpuPerRequest'))}`,
    'app p50/p99 ms': `${medianOf(app, 'p50')}/${medianOf(app, 'p99')}`,
    'bare p50/p99 ms': `${medianOf(bare, 'p50')}/${medianOf(bare, 'p99')}`,
    failures: app.concat(bare).reduce((sum, run) => sum + run.failures, 0),
  }));
  console.table(rows);
  return rows.reduce((sum, row) => sum + row.failures, 0);
}
