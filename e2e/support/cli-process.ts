import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../../scripts/build-stamp.js';

const bundles = new Map<string, Promise<string>>();

/**
 * A command of the project (src/server/cli) joined into one file as the server bundle is (our modules transpiled
 * by esbuild, packages left in node_modules), from the sources as they are now, once per worker: node loads it in
 * about a second where tsx, resolving and transpiling each of our modules at every start, takes two or three on
 * this machine. It is kept in test-results (Playwright empties it at each run), with the SQL migrations beside it
 * as the server bundle has them (src/server/db/client.ts finds them beside itself).
 */
function bundled(script: string): Promise<string> {
  let bundle = bundles.get(script);
  if (!bundle) {
    const dir = path.join(ROOT, 'test-results', '.cli-bundles', String(process.pid));
    const outfile = path.join(dir, `${path.basename(script, '.ts')}.mjs`);
    bundle = build({
      entryPoints: [path.join(ROOT, script)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    }).then(() => {
      cpSync(path.join(ROOT, 'src/server/db/migrations'), path.join(dir, 'migrations'), { recursive: true });
      return outfile;
    });
    bundles.set(script, bundle);
  }
  return bundle;
}

/** Runs a project command (`npm run create-admin` and the like) with its own environment; resolves with its exit code and output. */
export async function runCli(script: string, args: string[], env: Record<string, string>) {
  const entry = await bundled(script);
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [entry, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}
