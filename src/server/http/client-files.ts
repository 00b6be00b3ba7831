import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRECOMPRESSED, type Encoding } from './accept-encoding';

export interface ClientFile {
  /** Absolute path of the file as built; a precompressed copy is this path plus its suffix. */
  file: string;
  /** Precompressed copies that exist, best first. */
  encodings: Encoding[];
  /** Strong validator of the uncompressed file, nginx-style (size and modification time). */
  etag: string;
}

/**
 * Beside a prerendered page's `index.html`: the same page as a document without React, for visitors without a
 * session (scripts/defer-hydration.ts writes it; decision 027).
 */
export const VISITOR_DOCUMENT_FILE = 'index.visitor.html';

const SUFFIXES: readonly string[] = PRECOMPRESSED.map(({ suffix }) => suffix);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** URL path of a built file: `assets/app-x1.js` → `/assets/app-x1.js`, with `/` separators on every OS. */
export function urlPathOf(clientDir: string, file: string): string {
  return `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
}

/**
 * Every file of the web build but its HTML (served from memory) and precompressed copies, keyed by URL path.
 * Read once at start: the build does not change under a running server, and a lookup in a map is all a request
 * costs, with no path from the URL ever reaching the file system.
 */
export function indexClientFiles(clientDir: string): Map<string, ClientFile> {
  const all = walk(clientDir);
  const present = new Set(all);
  const index = new Map<string, ClientFile>();
  for (const file of all) {
    if (file.endsWith('.html') || SUFFIXES.some((suffix) => file.endsWith(suffix))) continue;
    const stat = statSync(file);
    index.set(urlPathOf(clientDir, file), {
      file,
      encodings: PRECOMPRESSED.filter(({ suffix }) => present.has(file + suffix)).map(
        ({ encoding }) => encoding,
      ),
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    });
  }
  return index;
}
