import { describe, expect, it } from 'vitest';
import { serveWebBuild, writeWebBuild } from '../../testing/client-build-app';
import { SERVICE_WORKER_CSP } from './security-headers';

// Big enough to be precompressed, as the real worker is.
const WORKER = `self.addEventListener('fetch', () => {});\n${'// padding\n'.repeat(200)}`;
const MANIFEST = JSON.stringify({ name: 'Diaspora Hub', start_url: '/home', display: 'standalone' });

/** A web build with the installable app's files, as scripts/build-pwa.ts writes them. */
function webBuild(): Promise<string> {
  return writeWebBuild({
    'index.html': '<!doctype html><title>Diaspora Hub</title><script>x=1</script>',
    '__spa-fallback.html': '<!doctype html><title>Loading</title>',
    'sw.js': WORKER,
    'manifest.webmanifest': MANIFEST,
    'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'assets/sw-lookalike-AbC.js': WORKER,
  });
}

const get = serveWebBuild(webBuild);

describe('the service worker', () => {
  it('is JavaScript, revalidated on every use (never immutable), under its own CSP', async () => {
    const response = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-security-policy')).toBe(SERVICE_WORKER_CSP);
  });

  it('keeps its CSP on a 304', async () => {
    const etag = (await get('/sw.js')).headers.get('etag') ?? '';
    const again = await get('/sw.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(SERVICE_WORKER_CSP);
  });

  it('may fetch from our origin only, and run or load nothing else', () => {
    expect(SERVICE_WORKER_CSP).toContain("default-src 'none'");
    expect(SERVICE_WORKER_CSP).toContain("connect-src 'self'");
    expect(SERVICE_WORKER_CSP).not.toContain('unsafe');
  });

  it('is the only script with that policy: other scripts stay locked down', async () => {
    const response = await get('/assets/sw-lookalike-AbC.js');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});

describe('the web app manifest and icons', () => {
  it('are served with their types and revalidated on every use', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ name: 'Diaspora Hub' });
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });
});

describe("pages' CSP", () => {
  it('allows our own worker and manifest, and still no inline script without its hash', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain(
      'unsafe-inline',
    );
  });
});
