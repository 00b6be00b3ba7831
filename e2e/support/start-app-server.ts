/**
 * Starts the browser tests' app server (e2e/server.ts) as plain node runs the production bundle: bundled first
 * (./script-bundle.ts), then run in a process of its own, without tsx's loader, with this one's arguments.
 * playwright.config.ts runs it; Playwright ends the whole process group when the run is over.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../scripts/build-stamp.js';
import { bundleScript } from './script-bundle';

const entry = await bundleScript('e2e/server.ts', path.join(ROOT, 'test-results', '.e2e-server'));
const server = spawn(process.execPath, [entry, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
