/**
 * `npm run build`: the web app (React Router, with its prerendered pages), then a brotli and a gzip copy of each
 * compressible file, then the stamp that lets `npm start` skip the next build while nothing changed.
 */
import { spawnSync } from 'node:child_process';
import { clearStamp, ROOT, sourcesHash, writeStamp } from './build-stamp.js';
import { compressClient } from './compress-client';

// Hashed before building: a file edited during the build leaves the stamp stale, and the next start rebuilds.
const hash = sourcesHash();
clearStamp();
const build = spawnSync('node_modules/.bin/react-router', ['build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const totals = await compressClient(`${ROOT}/build/client`);
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `precompressed ${totals.files} files: ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`,
);
writeStamp(hash);
