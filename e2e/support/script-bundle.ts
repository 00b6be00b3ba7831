import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../../scripts/build-stamp.js';

/** Where the build keeps a new data directory's template (scripts/build-server.ts). */
const BUILT_PGLITE_TEMPLATE = path.join(ROOT, 'build/server-bundle/pglite-template');

/**
 * A script of the project joined into one file as the server bundle is (our modules transpiled by esbuild,
 * packages left in node_modules), from the sources as they are now: node loads it in about a second where tsx,
 * resolving and transpiling each of our modules at every start, takes two or three on this machine. `dir` is kept
 * under test-results (Playwright empties it at each run), so the packages resolve from the project's node_modules.
 * The SQL migrations, and the build's PGlite template when there is a build, are linked beside the bundle, where
 * src/server/db/client.ts looks for them, as the server bundle has them.
 */
export async function bundleScript(script: string, dir: string): Promise<string> {
  const outfile = path.join(dir, `${path.basename(script, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(ROOT, script)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  linkBeside(path.join(ROOT, 'src/server/db/migrations'), path.join(dir, 'migrations'));
  if (existsSync(BUILT_PGLITE_TEMPLATE)) linkBeside(BUILT_PGLITE_TEMPLATE, path.join(dir, 'pglite-template'));
  return outfile;
}

function linkBeside(target: string, link: string) {
  if (!existsSync(link)) symlinkSync(target, link, 'dir');
}
