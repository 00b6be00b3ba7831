/**
 * Builds the renderers the server runs for pages it renders per request (decision 023: the first page of results
 * on /real-estate; decision 040: the hospital finder's results; decision 027: the funeral plans and the realty
 * providers of a visitor's document) into build/page-renderers, beside the web build,
 * as ES modules for Node. The server finds them from its CLIENT_DIR and serves the prerendered page as it is when
 * they are missing.
 */
import path from 'node:path';
import { build } from 'vite';
import { standaloneViteBuild } from './standalone-vite-build';

export const PAGE_RENDERERS_DIR = 'page-renderers';

const QUIET_WARNINGS = new Set(['MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION']);

export async function buildPageRenderers(root: string, outDir: string): Promise<void> {
  await build({
    ...standaloneViteBuild(root),
    // One file with the packages they use, tree-shaken: it runs wherever the build is copied, and loading
    // lucide-react's and radix-ui's whole entry points from node_modules took the server 0.45 s of its start.
    ssr: { noExternal: true },
    // Production JSX and React, as in the browser, whatever NODE_ENV the build or the server runs with.
    mode: 'production',
    esbuild: { jsxDev: false },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: {
          'real-estate': path.join(root, 'src/web/features/real-estate/server/listing-renderer.tsx'),
          hospitals: path.join(root, 'src/web/features/health-catalogue/server/hospital-finder-renderer.tsx'),
          // Lists a visitor's document shows from the database (decision 027); they share React's chunk.
          'funeral-plans': path.join(root, 'src/web/features/funeral/server/funeral-plans-renderer.tsx'),
          'realty-providers': path.join(root, 'src/web/features/real-estate/server/providers-renderer.tsx'),
        },
        output: { format: 'es', entryFileNames: '[name].js' },
        // Packages' "use client" and misplaced pure annotations: meaningless here, and they bury real warnings.
        onwarn: (warning, warn) => {
          if (!QUIET_WARNINGS.has(warning.code ?? '')) warn(warning);
        },
      },
    },
  });
}
