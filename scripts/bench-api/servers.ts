/** The two servers under test, each in its own process: the real app (main.ts) and the bare baseline. */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { freePort } from '../../src/testing/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BareEndpoint } from './bare-server';

export interface Running {
  origin: string;
  stop: () => Promise<void>;
  /** CPU time of the server's main thread so far, in µs (Linux `/proc`), or undefined elsewhere. */
  mainThreadCpu: () => number | undefined;
}

/**
 * `--cpu-prof` into `dir/app` or `dir/bare`, so the app's profile can be read beside the baseline's (each folder
 * also gets one for tsx's loader thread, the smaller file).
 */
function cpuProfile(server: 'app' | 'bare', dir: string | undefined): string[] {
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, server)}`] : [];
}

/**
 * A JavaScript server's throughput is bounded by its one main thread; its CPU per request is steadier than req/s
 * on a shared machine, whose load changes between runs. utime + stime of the thread, in clock ticks of 10 ms.
 */
function mainThreadCpu(pid: number | undefined): () => number | undefined {
  return () => {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10_000;
    } catch {
      return undefined;
    }
  };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function waitForHealth(origin: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error('the app did not answer /api/health within 60 s');
}

/**
 * `npm run serve` as production runs it, on a free port: without a web build (the API is what is measured)
 * and with its JSON log going nowhere. `appRoot` is the checkout to run (another one measures an older
 * commit side by side); `profileDir` adds `--cpu-prof` (above), written when the app stops.
 */
export async function startApp(databaseUrl: string, appRoot: string, profileDir?: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...cpuProfile('app', profileDir), '--import', 'tsx', 'src/server/main.ts'],
    {
      cwd: appRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      // Only these: the app is measured in a known configuration, not whatever the caller's shell holds.
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        CLIENT_DIR: '/nonexistent-web-build',
        BETTER_AUTH_SECRET: randomBytes(24).toString('base64url'),
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'dh-bench-api-')),
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child);
  return { origin, stop: () => stopChild(child), mainThreadCpu: mainThreadCpu(child.pid) };
}

export async function startBare(
  databaseUrl: string,
  endpoints: BareEndpoint[],
  profileDir?: string,
): Promise<Running> {
  const child = fork(new URL('./bare-server.ts', import.meta.url), {
    execArgv: [...cpuProfile('bare', profileDir), '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.send({ databaseUrl, endpoints });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return {
    origin: `http://127.0.0.1:${message.port}`,
    stop: () => stopChild(child),
    mainThreadCpu: mainThreadCpu(child.pid),
  };
}
