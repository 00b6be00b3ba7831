// @ts-check
/**
 * `npm run build` when the sources changed since the last build (script./build-stamp.js), otherwise nothing.
 * Run after `npm install` (postinstall) and by every `npm start` (scripts/start.js).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, isBuildCurrent, sourcesHash } from './build-stamp.js';

/** @returns {boolean} whether it built */
export function buildIfStale() {
  if (isBuildCurrent(sourcesHash())) return false;
  console.log('The web app changed since the last build (or was never built): building it');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  // An install without devDependencies (--omit=dev) cannot build; it needs a build made elsewhere.
  if (process.argv.includes('--if-tools') && !existsSync(path.join(ROOT, 'node_modules/@react-router/dev'))) {
    console.log('Build tools are not installed (devDependencies omitted): not building the web app');
  } else {
    buildIfStale();
  }
}
