/**
 * Builds src/web/entry.document.ts, the script of the prerendered pages React does not hydrate, into the web build
 * as one minified, content-hashed file under /assets (served immutable, like the app's own chunks).
 * Returns its URL for scripts/defer-hydration.ts to name in those pages.
 */
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { standaloneViteBuild } from './standalone-vite-build';

export async function buildDocumentEntry(root: string, clientDir: string): Promise<string> {
  const output = (await build({
    ...standaloneViteBuild(root),
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: path.join(root, 'src/web/entry.document.ts'),
        output: {
          format: 'es',
          entryFileNames: 'assets/entry.document-[hash].js',
          // Parts loaded only when a page needs them (the currency estimates), served from /assets as well.
          chunkFileNames: 'assets/document-[name]-[hash].js',
        },
      },
    },
  })) as Rollup.RollupOutput;
  const entry = output.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('build-document-entry: vite wrote no entry chunk');
  return `/${entry.fileName}`;
}
