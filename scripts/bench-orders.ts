/**
 * Orders placed per second through the real app (issue 11, docs/decisions/018).
 *   DATABASE_URL=postgres://… npm run bench:orders [-- --orders 600 --concurrency 20 --customers 5 --warmup 50]
 * Point it at a scratch PostgreSQL database: it migrates it and leaves the customers and orders there. The app runs
 * in this process on a free port, as main.ts builds it; the requests come from a child process. Prints orders/s,
 * p50/p95/p99 and every non-2xx answer, and exits 1 when there was any.
 */
import { serve } from '@hono/node-server';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createApp } from '../src/server/app';
import { paymentsConfig, readEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { openRuntime } from '../src/server/runtime';
import { makeSignUp } from '../src/testing/factories';
import { makeOrderRequest } from '../src/testing/order-factories';
import type { LoadInput, LoadRequest, LoadResult } from './bench-orders-load';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '600' },
    concurrency: { type: 'string', default: '20' },
    customers: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '50' },
  },
});
const ORDERS = Number(args.orders);
const CONCURRENCY = Number(args.concurrency);
const CUSTOMERS = Number(args.customers);
const WARMUP = Number(args.warmup);
/** The app's own origin, which state-changing requests carry as browsers do; the port does not matter to it. */
const APP_URL = 'http://127.0.0.1';

interface Customer {
  cookie: string;
  ip: string;
}

/** A signed-in customer, each from its own address as real ones are. */
async function signUp(baseUrl: string, n: number): Promise<Customer> {
  const ip = `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const response = await fetch(`${baseUrl}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL, 'x-forwarded-for': ip },
    body: JSON.stringify(makeSignUp()),
  });
  if (response.status !== 201)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, ip };
}

function orderRequests(baseUrl: string, customers: Customer[], count: number): LoadRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const { cookie, ip } = customers[i % customers.length]!;
    return {
      url: `${baseUrl}/api/orders`,
      headers: { 'content-type': 'application/json', origin: APP_URL, cookie, 'x-forwarded-for': ip },
      body: JSON.stringify(makeOrderRequest()),
    };
  });
}

function load(input: LoadInput): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./bench-orders-load.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => {
      child.kill();
      resolve(result as LoadResult);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load process ended with ${code}`)));
    child.send(input);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function report(result: LoadResult) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const failed = new Map<number, number>();
  for (const status of result.statuses) {
    if (status < 200 || status > 299) failed.set(status, (failed.get(status) ?? 0) + 1);
  }
  const failures = [...failed].map(([status, count]) => `${count}× ${status || 'no answer'}`).join(', ');
  console.table([
    {
      orders: result.statuses.length,
      concurrency: CONCURRENCY,
      'orders/s': Math.round((result.statuses.length / result.wallMs) * 1000),
      'p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
      'p95 ms': Number(percentile(sorted, 0.95).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
      'non-2xx': failures || 0,
    },
  ]);
  for (const [status, body] of Object.entries(result.samples)) console.log(`first ${status}: ${body}`);
  return failed.size === 0;
}

async function main() {
  const env = readEnv();
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to a scratch PostgreSQL database');
  // Request lines are written as in production, to nowhere; warnings and errors still show.
  const logger = createLogger(
    'info',
    pino.multistream([
      { level: 'info', stream: pino.destination('/dev/null') },
      { level: 'warn', stream: process.stderr },
    ]),
  );
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'dh-bench-outbox-'));
  const runtime = await openRuntime({
    database: { kind: 'postgres', url: env.DATABASE_URL },
    appUrl: APP_URL,
    trustedOrigins: [],
    secureCookies: false,
    trustProxy: true,
    mail: { outboxDir, from: 'Diaspora Hub <no-reply@diasporahub.test>' },
    logger,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      { fetch: appFor(runtime, logger, outboxDir).fetch, port: 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const customers = [];
    for (let n = 0; n < CUSTOMERS; n++) customers.push(await signUp(baseUrl, n));
    if (WARMUP > 0)
      await load({ requests: orderRequests(baseUrl, customers, WARMUP), concurrency: CONCURRENCY });
    console.log(`PostgreSQL, ${CUSTOMERS} customers, after ${WARMUP} warm-up orders:`);
    const ok = report(
      await load({ requests: orderRequests(baseUrl, customers, ORDERS), concurrency: CONCURRENCY }),
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await runtime.mailer.idle();
    await runtime.database.close();
    await rm(outboxDir, { recursive: true, force: true });
  }
}

function appFor(runtime: Awaited<ReturnType<typeof openRuntime>>, logger: pino.Logger, uploadsDir: string) {
  return createApp({
    db: runtime.database.db,
    auth: runtime.auth,
    logger,
    mailer: runtime.mailer,
    ping: runtime.database.ping,
    config: {
      isProduction: false,
      appUrl: APP_URL,
      uploadsDir,
      trustProxy: true,
      trustedOrigins: [],
      bodyLimitBytes: 1024 * 1024,
      authRateLimit: { max: 10, windowMs: 60_000 },
      payments: paymentsConfig(readEnv()),
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
