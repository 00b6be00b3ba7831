/**
 * The API beside its driver's limit (issue 11):
 *   DATABASE_URL=postgres://… npm run bench:api [-- --seconds 10 --connections 10 --rounds 3 --profile DIR --only TEXT]
 * Point it at a scratch database: it migrates and seeds it (sample data) and leaves it so. It starts the real
 * app (main.ts) and a bare `node:http` + `pg` server that runs the statements the app ran for each URL and
 * answers the same JSON (checked once), then alternates autocannon runs on the two, round after round, and prints
 * req/s, their ratio, and each server's main-thread CPU per request (Linux), steadier than req/s under shared load.
 * --profile writes CPU profiles (`node --cpu-prof`) of the app to DIR/app and of the bare server to DIR/bare; --only TEXT keeps the URLs containing TEXT;
 * --app-root DIR runs the app from another checkout, for before/after numbers.
 */
import { deepStrictEqual } from 'node:assert/strict';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { readEnv } from '../src/server/env';
import { captureEndpoints } from './bench-api/capture-sql';
import { hammer, printTable, type Rounds } from './bench-api/measure';
import { startApp, startBare, type Running } from './bench-api/servers';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    profile: { type: 'string' },
    /** Runs the app from another checkout (a `git worktree` of an older commit, with node_modules linked). */
    'app-root': { type: 'string', default: '.' },
    /** Measures only the URLs that contain this text, e.g. `properties`. */
    only: { type: 'string', default: '' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);

const databaseUrl = readEnv().DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:api measures PostgreSQL: set DATABASE_URL to a scratch database');
  process.exit(1);
}

async function sameAnswers(app: Running, bare: Running, url: string) {
  const [fromApp, fromBare] = await Promise.all(
    [app, bare].map(async ({ origin }) => {
      const response = await fetch(origin + url);
      if (!response.ok) throw new Error(`${origin}${url} answered ${response.status}`);
      return response.json();
    }),
  );
  deepStrictEqual(fromBare, fromApp, `the bare server's answer to ${url} differs from the app's`);
}

async function main(url: string) {
  const endpoints = (await captureEndpoints(url)).filter((endpoint) => endpoint.url.includes(args.only));
  const app = await startApp(url, args['app-root'], args.profile);
  const bare = await startBare(url, endpoints, args.profile);
  try {
    for (const { url: path } of endpoints) await sameAnswers(app, bare, path);
    console.log(
      `${SECONDS} s × ${ROUNDS} rounds, ${CONNECTIONS} connections; load average ${loadavg()[0]!.toFixed(2)}`,
    );
    const results: Rounds[] = endpoints.map(({ url: path }) => ({ endpoint: path, app: [], bare: [] }));
    for (const { url: path } of endpoints) {
      await hammer(app.origin + path, 1, CONNECTIONS);
      await hammer(bare.origin + path, 1, CONNECTIONS);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const result of results) {
        // Who goes first alternates, so neither always runs on a machine the other just warmed or loaded.
        const order = round % 2 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
        for (const side of order) {
          const server = side === 'app' ? app : bare;
          result[side].push(
            await hammer(server.origin + result.endpoint, SECONDS, CONNECTIONS, server.mainThreadCpu),
          );
        }
      }
    }
    const failures = printTable(
      results.map((result) => ({ ...result, endpoint: result.endpoint.replace(/[0-9a-f-]{36}/, ':id') })),
    );
    // So CI notices an endpoint that starts failing under load.
    if (failures > 0) process.exitCode = 1;
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

main(databaseUrl).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
