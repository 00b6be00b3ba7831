/**
 * The load side of `npm run bench:orders`, run in a child process so sending requests and reading answers takes
 * no time from the event loop the app under test runs on. It sends each prepared request once, `concurrency` at a time,
 * and reports every answer's status and time.
 */
import { performance } from 'node:perf_hooks';

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadInput {
  requests: LoadRequest[];
  concurrency: number;
}

export interface LoadResult {
  /** Milliseconds per request, in the order they finished. */
  latencies: number[];
  statuses: number[];
  /** From the first request sent to the last answer read. */
  wallMs: number;
  /** The first body of each non-2xx status, to say why. */
  samples: Record<number, string>;
}

async function run({ requests, concurrency }: LoadInput): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], statuses: [], wallMs: 0, samples: {} };
  let next = 0;
  const client = async () => {
    for (let i = next++; i < requests.length; i = next++) {
      const { url, headers, body } = requests[i]!;
      const started = performance.now();
      let status = 0;
      let text = '';
      try {
        const response = await fetch(url, { method: 'POST', headers, body });
        status = response.status;
        text = await response.text();
      } catch (error) {
        text = String(error);
      }
      result.latencies.push(performance.now() - started);
      result.statuses.push(status);
      if ((status < 200 || status > 299) && !(status in result.samples)) result.samples[status] = text;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  result.wallMs = performance.now() - started;
  return result;
}

process.once('message', (input) => {
  void run(input as LoadInput).then((result) => process.send?.(result));
});
