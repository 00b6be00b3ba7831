/**
 * Start-up benchmark (issue 11, point 3; issue 31, point 2): how long `npm start` takes until `GET /` answers 200,
 * on an existing data directory (a restart) and on a new one (first start: database created, migrated and seeded),
 * and until `GET /api/health` answers 200: the database ready, the app answering everything (`/` is served from the
 * build before that: docs/decisions/075-fast-start.md).
 *   npm run bench:start [-- --runs 5 --port 3990 --before]
 * A first, uncounted start builds the web app if it is stale, as `npm start` would, and makes the existing
 * data directory. Embedded PGlite only: with DATABASE_URL set the database would not be new.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3990' },
    before: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(args.port);
const GIVE_UP_MS = 10 * 60_000;
const POLL_MS = 20;

/** `npm start`, and with --before the server as `npm run serve` ran it before issue 11 (minus its rebuild). */
const COMMANDS: Record<string, string[]> = {
  'npm start': ['npm', 'start', '--silent'],
  ...(args.before ? { 'before: tsx on the sources': ['node', '--import', 'tsx', 'src/server/main.ts'] } : {}),
};

function startServer(command: string[], dataDir: string): ChildProcess {
  // eslint-disable-next-line no-restricted-properties -- the server inherits this shell's environment, plus its own.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const [program = 'npm', ...commandArgs] = command;
  return spawn(program, commandArgs, {
    // Its own process group, so stopping it stops npm's children too.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface StartTimes {
  /** Until `/` answers 200. */
  home: number;
  /** Until `/api/health` answers 200, which it does once the database is open and the app built. */
  ready: number;
}

/**
 * Milliseconds from spawning `npm start` until `/` answers 200 and until `/api/health` does; then stops it and
 * waits until it has exited.
 */
async function timeStart(dataDir: string, command = COMMANDS['npm start']!): Promise<StartTimes> {
  const started = performance.now();
  const server = startServer(command, dataDir);
  const pid = server.pid ?? 0;
  let exited = false;
  server.once('exit', () => (exited = true));
  const until = async (urlPath: string) => {
    while (!(await answers(`http://127.0.0.1:${PORT}${urlPath}`))) {
      if (exited) throw new Error(`${command.join(' ')} exited before ${urlPath} answered`);
      if (performance.now() - started > GIVE_UP_MS)
        throw new Error(`${urlPath} did not answer in 10 minutes`);
      await sleep(POLL_MS);
    }
    return performance.now() - started;
  };
  try {
    const home = await until('/');
    return { home, ready: await until('/api/health') };
  } finally {
    if (groupAlive(pid)) process.kill(-pid, 'SIGTERM');
    // The next start needs the port and the data directory's lock.
    while (groupAlive(pid)) await sleep(POLL_MS);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const root = await mkdtemp(path.join(tmpdir(), 'dh-bench-start-'));
try {
  const existing = path.join(root, 'existing');
  const warmUp = await timeStart(existing);
  console.log(`warm-up start (builds if the sources changed): ${Math.round(warmUp.home)} ms`);
  const rows = new Map<string, number[]>();
  const time = async (name: string, dataDir: string, command: string[]) => {
    const { home, ready } = await timeStart(dataDir, command);
    rows.set(`${name}, / answers`, [...(rows.get(`${name}, / answers`) ?? []), home]);
    rows.set(`${name}, database ready`, [...(rows.get(`${name}, database ready`) ?? []), ready]);
  };
  // Alternated, so a burst of load on the machine falls on every row alike.
  for (let run = 0; run < RUNS; run++) {
    for (const [label, command] of Object.entries(COMMANDS)) {
      await time(`${label}, existing data directory`, existing, command);
      await time(`${label}, new data directory`, path.join(root, `new-${label.length}-${run}`), command);
    }
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `\nnpm start until GET / answers 200, and until GET /api/health does (database ready), ${RUNS} runs each, ` +
      `load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log('| start | median s | min s | max s |\n|---|---|---|---|');
  for (const [name, times] of rows) {
    console.log(
      `| ${name} | ${seconds(median(times))} | ${seconds(Math.min(...times))} | ${seconds(Math.max(...times))} |`,
    );
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
