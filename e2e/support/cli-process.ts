import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../scripts/build-stamp.js';
import { bundleScript } from './script-bundle';
import { SHORT_LIVED_NODE_FLAGS } from './short-lived-node';

const bundles = new Map<string, Promise<string>>();

/** A command of the project (src/server/cli), bundled once per worker (./script-bundle.ts). */
function bundled(script: string): Promise<string> {
  let bundle = bundles.get(script);
  if (!bundle) {
    bundle = bundleScript(script, path.join(ROOT, 'test-results', '.cli-bundles', String(process.pid)));
    bundles.set(script, bundle);
  }
  return bundle;
}

/** Runs a project command (`npm run create-admin` and the like) with its own environment; resolves with its exit code and output. */
export async function runCli(script: string, args: string[], env: Record<string, string>) {
  const entry = await bundled(script);
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, entry, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}
