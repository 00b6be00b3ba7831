/**
 * `npm run build`: the web app (React Router, with its prerendered pages), the renderer of /real-estate's first
 * results (scripts/build-page-renderers.ts), the installable app's manifest, icons
 * and service worker (scripts/build-pwa.ts), with a brotli and a gzip copy of each compressible file, the server
 * bundle with its PGlite template (scripts/build-server.ts), then the stamp that lets `npm start` skip the next
 * build while nothing changed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { clearStamp, ROOT, sourcesHash, writeStamp } from './build-stamp.js';
import { bundleServer, makePgliteTemplate, placePgliteTemplate } from './build-server';
import { buildPwa } from './build-pwa';
import { compressClient } from './compress-client';
import { buildDocumentEntry } from './build-document-entry';
import { buildPageRenderers, PAGE_RENDERERS_DIR } from './build-page-renderers';
import { deferHydrationInBuild } from './defer-hydration';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function buildWeb() {
  await run(path.join(ROOT, 'node_modules/.bin/react-router'), ['build']);
  const [documentEntry] = await Promise.all([
    buildDocumentEntry(ROOT, path.join(ROOT, 'build/client')),
    buildPageRenderers(ROOT, path.join(ROOT, 'build', PAGE_RENDERERS_DIR)),
  ]);
  const pages = await deferHydrationInBuild(path.join(ROOT, 'build/client'), documentEntry);
  console.log(`deferred the scripts of ${pages} prerendered pages until after their first paint`);
  await buildPwa(path.join(ROOT, 'build/client'));
  const totals = await compressClient(path.join(ROOT, 'build/client'));
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `precompressed ${totals.files} files: ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`,
  );
}

// Hashed before building: a file edited during the build leaves the stamp stale, and the next start rebuilds.
const hash = sourcesHash();
clearStamp();
// The web build empties build/ as it starts, so the server bundle follows it; initdb for the template mostly
// waits on its own and overlaps the web build well, even on two cores.
await Promise.all([buildWeb(), makePgliteTemplate(ROOT)]);
await bundleServer(ROOT);
placePgliteTemplate(ROOT);
writeStamp(hash);
