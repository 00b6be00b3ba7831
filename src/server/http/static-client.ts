import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { pageCsp } from './security-headers';

interface Page {
  html: string;
  csp: string;
}

const SPA_FALLBACK = '__spa-fallback.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/** `help/index.html` is served at `/help`; the root `index.html` at `/`. */
function routeOf(file: string): string {
  const withoutIndex = file.replace(/(^|\/)index\.html$/, '');
  return `/${withoutIndex}`.replace(/\/$/, '') || '/';
}

/**
 * Serves the built web app: prerendered pages as they are (each with a CSP naming its own inline scripts),
 * hashed assets cached for a year, and the SPA fallback for every other route, which the router then renders.
 */
export function staticClient(clientDir: string) {
  const pages = new Map<string, Page>();
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(path.join(clientDir, file), 'utf8');
    pages.set(file === SPA_FALLBACK ? SPA_FALLBACK : routeOf(file), {
      html,
      csp: pageCsp(inlineScriptHashes(html)),
    });
  }
  const fallback = pages.get(SPA_FALLBACK) ?? pages.get('/');
  const app = new Hono();

  const sendPage = (page: Page) =>
    new Response(page.html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': REVALIDATE,
        'content-security-policy': page.csp,
      },
    });

  app.get('*', async (c, next) => {
    const page = pages.get(c.req.path.replace(/\/$/, '') || '/');
    if (page) return sendPage(page);
    await next();
  });
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), clientDir) || '.',
      onFound: (filePath, c) => {
        c.header('cache-control', filePath.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600');
      },
    }),
  );
  app.get('*', (c) => {
    // A missing file (an old asset, a typo'd image) is a real 404, not the app shell.
    if (path.extname(c.req.path) || !fallback) return c.text('Not Found', 404);
    return sendPage(fallback);
  });
  return app;
}

export function hasClientBuild(clientDir: string): boolean {
  return existsSync(clientDir);
}
