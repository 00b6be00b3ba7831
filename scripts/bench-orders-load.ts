/**
 * The load side of `npm run bench:orders`, run in a child process so sending requests and reading answers takes
 * no time from the event loop the app under test runs on. It sends each prepared request once, `concurrency` at a
 * time over as many kept-alive connections, and reports every answer's status and time. It uses node:http rather
 * than fetch: on a 2-core machine the load process shares the CPU with the app and PostgreSQL, and fetch spent
 * about as much CPU per order as the app itself (2–3 ms against 1 with node:http).
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';

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
  /** CPU milliseconds this load process spent sending and reading, which the machine did not spend on the app. */
  cpuMs: number;
}

/** What a browser asks for; the app decides per answer whether to compress. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  return body.toString('utf8');
}

function post(
  agent: Agent,
  { url, headers, body }: LoadRequest,
): Promise<{ status: number; text: () => string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'accept-encoding': ACCEPT_ENCODING,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const encoding = response.headers['content-encoding'];
          resolve({ status: response.statusCode ?? 0, text: () => decoded(Buffer.concat(chunks), encoding) });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

async function run({ requests, concurrency }: LoadInput): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], statuses: [], wallMs: 0, samples: {}, cpuMs: 0 };
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const cpuBefore = process.cpuUsage();
  let next = 0;
  const client = async () => {
    for (let i = next++; i < requests.length; i = next++) {
      const started = performance.now();
      let status = 0;
      let text = () => '';
      try {
        ({ status, text } = await post(agent, requests[i]!));
      } catch (error) {
        text = () => String(error);
      }
      result.latencies.push(performance.now() - started);
      result.statuses.push(status);
      if ((status < 200 || status > 299) && !(status in result.samples)) result.samples[status] = text();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  result.wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  result.cpuMs = (cpu.user + cpu.system) / 1000;
  agent.destroy();
  return result;
}

process.once('message', (input) => {
  void run(input as LoadInput).then((result) => process.send?.(result));
});
