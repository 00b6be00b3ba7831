import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/testing/free-port';

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Serves a web build the way production does, on a free port and a throwaway data directory, which `prepare` may
 * fill first (scripts/bench-pages/page-data.ts).
 */
export async function serveBuild(
  clientDir: string,
  prepare?: (dataDir: string) => Promise<void>,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dh-bench-pages-'));
  await prepare?.(dataDir);
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // Only these: a DATABASE_URL from the caller's shell must not point the benchmark at a real database.
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: path.resolve(clientDir),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/api/health`, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
