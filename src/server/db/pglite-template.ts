import { copyFileSync, cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const VERSION_FILE = 'PG_VERSION';

/**
 * A new embedded data directory starts as a copy of the template the build made (PGlite's initdb and our
 * migrations already run: scripts/build-server.ts), which takes a fraction of a second where initdb takes
 * several. A directory that holds a database is left alone, and without a template (development, tests) PGlite
 * runs initdb as it always did. Migrations still run on start, so a template older than the code only saves less.
 */
export function copyTemplateIfNew(dataDir: string, templateDir: string): boolean {
  if (existsSync(path.join(dataDir, VERSION_FILE))) return false;
  if (!existsSync(path.join(templateDir, VERSION_FILE))) return false;
  // PG_VERSION last: PGlite takes a directory with it for a database, so a copy cut short is made again next time.
  cpSync(templateDir, dataDir, {
    recursive: true,
    // The browser tests' server links the build's template beside its own bundle (e2e/support/script-bundle.ts).
    dereference: true,
    filter: (source) => source !== path.join(templateDir, VERSION_FILE),
  });
  copyFileSync(path.join(templateDir, VERSION_FILE), path.join(dataDir, VERSION_FILE));
  return true;
}
