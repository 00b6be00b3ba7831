import { describe, expect, it } from 'vitest';
import { serveWebBuild, writeWebBuild } from '../../testing/client-build-app';

const HYDRATED =
  '<!doctype html><title>Plans</title><script>window.__reactRouterContext={}</script><p>Plans</p>';
const DOCUMENT =
  '<!doctype html><title>Plans</title><p>Plans</p><script type="module" src="/assets/entry.document-1.js"></script>';

/** A build with one page that has a document for visitors beside it (scripts/defer-hydration.ts). */
const get = serveWebBuild(() =>
  writeWebBuild({
    'healthcare/options/index.html': HYDRATED,
    'healthcare/options/index.visitor.html': DOCUMENT,
    'help/index.html': '<!doctype html><title>Help</title>',
    '__spa-fallback.html': '<!doctype html><title>Loading</title>',
  }),
);

describe('a page with a document for visitors', () => {
  it('is the document for a visitor without a session cookie, varying on Cookie', async () => {
    for (const cookie of [undefined, 'theme=dark', 'better-auth.session_token=']) {
      const response = await get('/healthcare/options', cookie ? { cookie } : {});
      expect(await response.text()).toBe(DOCUMENT);
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).not.toContain("'sha256-");
    }
  });

  it('hydrates for anyone who may be signed in, secure cookie or not', async () => {
    for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
      const response = await get('/healthcare/options/', { cookie: `theme=dark; ${name}=abc.def` });
      expect(await response.text()).toBe(HYDRATED);
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(response.headers.get('content-security-policy')).toContain("'sha256-");
    }
  });

  it('keeps an ETag per variant, so a cached copy of one is never taken for the other', async () => {
    const visitor = await get('/healthcare/options');
    const signedIn = await get('/healthcare/options', { cookie: 'better-auth.session_token=abc.def' });
    const etag = visitor.headers.get('etag') ?? '';
    expect(etag).not.toBe(signedIn.headers.get('etag'));
    const revalidated = await get('/healthcare/options', {
      cookie: 'better-auth.session_token=abc.def',
      'if-none-match': etag,
    });
    expect(revalidated.status).toBe(200);
    expect((await get('/healthcare/options', { 'if-none-match': etag })).status).toBe(304);
  });

  it('is never served at its file name, and other pages do not vary on Cookie', async () => {
    expect((await get('/healthcare/options/index.visitor.html')).status).toBe(404);
    expect((await get('/help')).headers.get('vary')).toBe('Accept-Encoding');
  });
});
