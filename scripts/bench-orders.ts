/**
 * Orders placed per second through the real app (issue 11, docs/decisions/018).
 *   DATABASE_URL=postgres://… npm run bench:orders [-- --orders 600 --concurrency 20 --customers 5 --warmup 50]
 *     [--profile DIR]
 * Point it at a scratch PostgreSQL database: it migrates it and leaves the customers and orders there. The app runs
 * in this process on a free port, as main.ts builds it; the requests come from a child process. Prints orders/s,
 * p50/p95/p99, every non-2xx answer, and what each order cost this process: CPU milliseconds and queries sent to
 * PostgreSQL (round trips). Exits 1 when there was any non-2xx. `--profile DIR` writes a CPU profile of the
 * measured orders alone (not start-up or warm-up), for scripts/bench-api/top-frames.ts.
 */
import { serve } from '@hono/node-server';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { paymentsConfig, readEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { user } from '../src/server/db/schema';
import { openRuntime } from '../src/server/runtime';
import { appOnRuntime } from '../src/testing/app-on-runtime';
import { makeSignUp } from '../src/testing/factories';
import { makeOrderRequest } from '../src/testing/order-factories';
import type { LoadInput, LoadRequest, LoadResult } from './bench-orders-load';
import { THIRD_PARTY_CONTACT_LIMITS } from '../src/domain/limits/third-party-contact-limits';
import { startProfile } from './bench-orders-profile';
import { percentile } from './bench-stats';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '600' },
    concurrency: { type: 'string', default: '20' },
    customers: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '50' },
    profile: { type: 'string' },
  },
});
const ORDERS = Number(args.orders);
const CONCURRENCY = Number(args.concurrency);
const WARMUP = Number(args.warmup);
/**
 * Each order names one person, and an account may name 40 a day (decision 061): enough customers that the run
 * measures placing orders, not the limit's 429s.
 */
const CUSTOMERS = Math.max(
  Number(args.customers),
  Math.ceil((ORDERS + WARMUP) / THIRD_PARTY_CONTACT_LIMITS.orderPeople.perAccount.max),
);
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

/** Queries sent through any pg client of this process: each is one round trip (BEGIN and COMMIT count too). */
let queriesSent = 0;
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queriesSent++;
  return (sendQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof sendQuery;

interface Cost {
  cpuMs: number;
  queries: number;
}

/** Runs the load and says what it cost this process (the app's side): CPU time and queries. */
async function measured(input: LoadInput): Promise<{ result: LoadResult; cost: Cost }> {
  const queriesBefore = queriesSent;
  const cpuBefore = process.cpuUsage();
  const result = await load(input);
  const cpu = process.cpuUsage(cpuBefore);
  return { result, cost: { cpuMs: (cpu.user + cpu.system) / 1000, queries: queriesSent - queriesBefore } };
}

function report(result: LoadResult, cost: Cost) {
  const orders = result.statuses.length;
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const failed = new Map<number, number>();
  for (const status of result.statuses) {
    if (status < 200 || status > 299) failed.set(status, (failed.get(status) ?? 0) + 1);
  }
  const failures = [...failed].map(([status, count]) => `${count}× ${status || 'no answer'}`).join(', ');
  console.table([
    {
      orders,
      concurrency: CONCURRENCY,
      'orders/s': Math.round((result.statuses.length / result.wallMs) * 1000),
      'p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
      'p95 ms': Number(percentile(sorted, 0.95).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
      'non-2xx': failures || 0,
      'app CPU ms/order': Number((cost.cpuMs / orders).toFixed(2)),
      'queries/order': Number((cost.queries / orders).toFixed(2)),
      'load CPU ms/order': Number((result.cpuMs / orders).toFixed(2)),
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
    // Placing an order needs a confirmed address (decision 063); the link itself is not what is measured here.
    await runtime.database.db.update(user).set({ emailVerified: true });
    if (WARMUP > 0)
      await load({ requests: orderRequests(baseUrl, customers, WARMUP), concurrency: CONCURRENCY });
    console.log(`PostgreSQL, ${CUSTOMERS} customers, after ${WARMUP} warm-up orders:`);
    const profile = args.profile ? await startProfile(args.profile) : undefined;
    const { result, cost } = await measured({
      requests: orderRequests(baseUrl, customers, ORDERS),
      concurrency: CONCURRENCY,
    });
    if (profile) console.log(`profile: ${await profile.stop()}`);
    const ok = report(result, cost);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await runtime.close();
    await rm(outboxDir, { recursive: true, force: true });
  }
}

function appFor(runtime: Awaited<ReturnType<typeof openRuntime>>, logger: pino.Logger, uploadsDir: string) {
  return appOnRuntime(runtime, logger, {
    appUrl: APP_URL,
    uploadsDir,
    trustProxy: true,
    bodyLimitBytes: 1024 * 1024,
    payments: paymentsConfig(readEnv()),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
