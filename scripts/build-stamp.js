// @ts-check
/**
 * The build's fingerprint: one hash of every file `npm run build` reads, kept next to the build. `npm start`
 * builds only when it differs, so a restart (after a crash, say) never waits for a build.
 * Plain JavaScript on purpose: it runs before every start, where loading tsx would cost more than the check.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = path.join(ROOT, 'build', 'build-stamp.txt');
/** What `npm start` runs: a build without them is no build, whatever the stamp says. */
const PRODUCTS = [
  'build/client/index.html',
  'build/page-renderers/real-estate.js',
  'build/server-bundle/main.js',
].map((file) => path.join(ROOT, file));
/**
 * What the build reads: the sources (web, domain, server with its migrations), static files, configs, the lock file
 * and the build's own scripts: every file of scripts/ but the benchmarks, so a new build step is never left out.
 */
const INPUTS = [
  'src/web',
  'src/domain',
  'src/server',
  'public',
  'index.html',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts',
];
const NOT_READ_BY_THE_BUILD = [/\.test\.tsx?$/, /^scripts[\\/]bench/];

/** @param {string} relative @returns {string[]} */
function filesUnder(relative) {
  const full = path.join(ROOT, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(relative, name))
    .filter(
      (name) =>
        !NOT_READ_BY_THE_BUILD.some((pattern) => pattern.test(name)) &&
        statSync(path.join(ROOT, name)).isFile(),
    )
    .sort();
}

/** @returns {string[]} the files the stamp hashes, relative to the project */
export function hashedFiles() {
  return INPUTS.flatMap(filesUnder);
}

/** @returns {string} */
export function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of hashedFiles()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

/** @param {string} hash */
export function isBuildCurrent(hash) {
  return (
    PRODUCTS.every((file) => existsSync(file)) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8').trim() === hash
  );
}

/** @param {string} hash */
export function writeStamp(hash) {
  writeFileSync(STAMP, `${hash}\n`);
}

/** Before a build starts: a build that fails halfway must not pass for current. */
export function clearStamp() {
  rmSync(STAMP, { force: true });
}
