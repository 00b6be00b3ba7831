import path from 'node:path';
import type { InlineConfig } from 'vite';

/**
 * What our own Vite builds share (the server bundle, the document script, the service worker): not the web app's
 * vite.config (React Router's), quiet unless something is wrong, no public folder, and the `@/` imports.
 */
export function standaloneViteBuild(root: string) {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': path.join(root, 'src') } },
  } satisfies InlineConfig;
}
