import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/testing/free-port';
import { isBuildCurrent, ROOT, sourcesHash } from '../../scripts/build-stamp.js';
import { SHORT_LIVED_NODE_FLAGS } from './short-lived-node';

/*
 * The durability tests (server-restart, data-directory-lock, graceful-shutdown) start servers of their own, each on
 * its own port and data directory, so they run side by side. They need no browser, so they take Playwright's own
 * `test`, whose fixtures open no page (../fixtures' test opens one to watch its console), and they are the
 * 'durability' project, which the workers take up before the browser tests (playwright.config.ts, decision 086).
 */

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'dh-e2e-own-'));
}

let builtServer: boolean | undefined;

/**
 * The server as `npm start` runs it, from the bundle `npm run build` makes (`npm run test:e2e` builds a stale app
 * first): it starts in a second or two where tsx, transpiling the sources at each start, takes several. When the
 * sources changed since the build, the sources themselves through tsx, so the tests never run old code.
 */
function serverEntry(): string[] {
  builtServer ??= isBuildCurrent(sourcesHash());
  return builtServer
    ? [path.join(ROOT, 'build/server-bundle/main.js')]
    : ['--import', 'tsx', 'src/server/main.ts'];
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

/**
 * Starts the API server on its own port and data directory (and any other settings in `env`) and waits until its
 * health check answers.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, ...serverEntry()], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      CLIENT_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // A first start seeds sample photos with sharp: slow on a busy two-core machine.
  const deadline = Date.now() + 75_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

export function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}
