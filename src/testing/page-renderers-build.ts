import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPageRenderers, PAGE_RENDERERS_DIR } from '../../scripts/build-page-renderers';
import { compressClient } from '../../scripts/compress-client';
import { siteFactsOf, withSiteFacts } from '../server/http/site-facts';
import { testPaymentsConfig } from './test-payments';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A built page as the test app serves it: its configuration's facts on `<html>` (docs/decisions/053). */
export const asServed = (html: string) => withSiteFacts(html, siteFactsOf(testPaymentsConfig()));

// Building the page renderers, once for the test file, takes a while on a busy machine.
export const PAGE_RENDERERS_BUILD_TIMEOUT = { timeout: 120_000 };

let rendererDir: Promise<string> | undefined;
/** The real renderers, built once for the test file, as `npm run build` builds them. */
function builtPageRenderers(): Promise<string> {
  rendererDir ??= mkdtemp(path.join(tmpdir(), 'dh-renderers-')).then(async (dir) => {
    await buildPageRenderers(ROOT, dir);
    return dir;
  });
  return rendererDir;
}

/**
 * A small web build (`files` by path, precompressed by the build's own step) in a temporary folder's `client`, with
 * the page renderers beside it unless told otherwise. Returns the client folder; remove its parent when done.
 */
export async function webBuildWithRenderers(
  files: Record<string, string>,
  { renderer }: { renderer: boolean },
): Promise<string> {
  const base = await mkdtemp(path.join(tmpdir(), 'dh-build-'));
  const clientDir = path.join(base, 'client');
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), content);
  }
  await compressClient(clientDir);
  if (renderer)
    await cp(await builtPageRenderers(), path.join(base, PAGE_RENDERERS_DIR), { recursive: true });
  return clientDir;
}
