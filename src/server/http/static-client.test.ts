import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveWebBuild, writeWebBuild } from '../../testing/client-build-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Big enough to be worth compressing, as a real chunk is.
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const HELP = `<!doctype html><title>Help</title><script>window.x=1</script><p>${'Help text. '.repeat(200)}</p>`;

/** A small web build as React Router writes it, precompressed by the build's own step. */
async function webBuild(): Promise<string> {
  const dir = await writeWebBuild({
    'index.html': '<!doctype html><title>Diaspora Hub</title>',
    'help/index.html': HELP,
    '__spa-fallback.html': '<!doctype html><title>Loading</title>',
    'assets/root-AbC123.js': SCRIPT,
    'assets/tiny-Zz9.js': 'export {};\n',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  await utimes(path.join(dir, 'favicon.svg'), new Date(2026, 0, 1), new Date(2026, 0, 1));
  return dir;
}

const get = serveWebBuild(webBuild);
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('hashed assets', () => {
  it('are sent as the brotli copy the build wrote, immutable, varying on Accept-Encoding', async () => {
    const response = await get('/assets/root-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(SCRIPT);
  });

  it('are sent as gzip to a client without brotli, or with brotli refused', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=0.5, identity']) {
      const response = await get('/assets/root-AbC123.js', { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytes(response)).toString()).toBe(SCRIPT);
    }
  });

  it('are sent as built to a client that accepts no compression', async () => {
    const response = await get('/assets/root-AbC123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await response.text()).toBe(SCRIPT);
  });

  it('too small to compress are sent as they are', async () => {
    const response = await get('/assets/tiny-Zz9.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('export {};\n');
  });

  it('that do not exist answer 404, never the app shell or a file outside the build', async () => {
    for (const url of [
      '/assets/old-chunk.js',
      '/assets/..%2f..%2fpackage.json',
      '/assets/root-AbC123.js.br',
    ]) {
      expect((await get(url, { 'accept-encoding': 'br' })).status).toBe(404);
    }
  });
});

describe('pages', () => {
  it('prerendered ones are revalidated on every use and sent precompressed with their CSP', async () => {
    const response = await get('/help', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-security-policy')).toContain("'sha256-");
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(HELP);
  });

  it('answer 304 to a client whose copy is current, with an ETag per encoding', async () => {
    const first = await get('/help', { 'accept-encoding': 'gzip' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+-gzip"$/);
    const again = await get('/help', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get('/help', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(200);
  });

  it('other routes get the SPA fallback, never cached stale', async () => {
    const response = await get('/orders/123');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Loading</title>');
  });
});

it('files that are not hashed are revalidated by ETag', async () => {
  const response = await get('/favicon.svg');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  const etag = response.headers.get('etag') ?? '';
  expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  expect((await get('/favicon.svg', { 'if-none-match': etag })).status).toBe(304);
});
