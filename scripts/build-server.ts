/**
 * The server as `npm start` runs it: src/server/main.ts and our modules transpiled and joined into two files by
 * Vite (main.js, what listens, and start-app.js, the rest) (esbuild's transform, as tsx does at run time), packages left in node_modules as they are; the SQL
 * migrations beside it; and a template data directory for embedded PGlite (initdb and every migration done),
 * which a new data directory starts as (src/server/db/pglite-template.ts). docs/decisions/019-start-up.md.
 */
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { standaloneViteBuild } from './standalone-vite-build';
import { openDatabase } from '../src/server/db/client';

export const SERVER_BUNDLE_DIR = 'build/server-bundle';
const TEMPLATE_SCRATCH = 'node_modules/.cache/diaspora-hub/pglite-template';

export async function bundleServer(root: string) {
  const outDir = path.join(root, SERVER_BUNDLE_DIR);
  await build({
    ...standaloneViteBuild(root),
    build: {
      ssr: path.join(root, 'src/server/main.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      // main.js holds what listening and serving the built pages need; start-app.ts and everything it loads (the
      // database, auth, the modules) is a chunk beside it, imported once the server listens (decision 075).
      rollupOptions: { output: { entryFileNames: 'main.js', chunkFileNames: '[name].js' } },
    },
  });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

/**
 * Runs initdb and the migrations once, into a folder the server copies for each new data directory. Made outside
 * build/ (which the web build empties as it starts) and moved in by `placePgliteTemplate` once the web is built.
 */
export async function makePgliteTemplate(root: string) {
  const scratch = path.join(root, TEMPLATE_SCRATCH);
  rmSync(scratch, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: scratch });
  try {
    await database.migrate();
  } finally {
    // A clean shutdown leaves a directory PGlite opens as it would its own.
    await database.close();
  }
}

export function placePgliteTemplate(root: string) {
  const target = path.join(root, SERVER_BUNDLE_DIR, 'pglite-template');
  rmSync(target, { recursive: true, force: true });
  renameSync(path.join(root, TEMPLATE_SCRATCH), target);
}
