import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './app-env';
import { freePort } from '../../testing/free-port';
import { serveOnLoopback } from '../../testing/serve-on-loopback';
import { responseHeaders } from './response-headers';
import { LOCKED_DOWN_CSP, pageCsp, securityHeaders } from './security-headers';

const BODY = { items: Array.from({ length: 50 }, (_, index) => ({ id: index, title: `Listing ${index}` })) };
const PAGE_CSP = pageCsp([]);

/** A tiny app whose outer middleware reports whether the handler's own response object reached it. */
function appSeeingResponses(isProduction = false) {
  const seen: { untouched?: boolean } = {};
  let answered: Response | undefined;
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      seen.untouched = c.res === answered;
    })
    .use(responseHeaders(isProduction))
    .get('/list', (c) => (answered = c.json(BODY)))
    .get('/small', (c) => c.json({ ok: true }, 201, { 'X-Extra': 'kept' }))
    .get('/busy', (c) => {
      c.header('Retry-After', '30');
      return c.json({ error: 'busy' }, 429);
    })
    .get('/id', (c) => c.json({ id: c.get('requestId') }))
    .get('/page', (c) => c.html('<p>hi</p>', 200, { 'Content-Security-Policy': PAGE_CSP }))
    .get('/text', (c) => c.text('plain'));
  return { app, seen };
}

const headersOf = (response: Response) => Object.fromEntries(response.headers);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('responseHeaders', () => {
  it('writes a JSON answer whole: every header in the response the handler made, none set one by one', async () => {
    const set = vi.spyOn(Headers.prototype, 'set');
    const append = vi.spyOn(Headers.prototype, 'append');
    const { app, seen } = appSeeingResponses();
    const response = await app.request('/list');
    expect(set).not.toHaveBeenCalled();
    expect(append).not.toHaveBeenCalled();
    expect(seen.untouched).toBe(true);
    const text = JSON.stringify(BODY);
    expect(headersOf(response)).toEqual({
      ...securityHeaders(false),
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      vary: 'Accept-Encoding',
      'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await response.text()).toBe(text);
  });

  it('sends the same headers on a JSON answer as on any other response', async () => {
    const { app } = appSeeingResponses(true);
    const json = headersOf(await app.request('/id'));
    const text = headersOf(await app.request('/text'));
    expect(json['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Everything but what each answer says about itself: its type, length and id.
    const shared = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !['content-type', 'content-length', 'x-request-id'].includes(name),
        ),
      );
    expect(shared(text)).toEqual(shared(json));
  });

  it('sends the headers Hono’s secureHeaders() would, with the locked-down CSP', async () => {
    for (const isProduction of [false, true]) {
      const reference = new Hono()
        .use(
          secureHeaders({
            xFrameOptions: 'DENY',
            xContentTypeOptions: 'nosniff',
            referrerPolicy: 'strict-origin-when-cross-origin',
            strictTransportSecurity: isProduction ? 'max-age=31536000; includeSubDomains' : false,
            crossOriginOpenerPolicy: 'same-origin',
            crossOriginResourcePolicy: 'same-origin',
            permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
            contentSecurityPolicy: {
              defaultSrc: ["'none'"],
              frameAncestors: ["'none'"],
              baseUri: ["'none'"],
            },
          }),
        )
        .get('/', (c) => c.body(null, 204));
      const expected = headersOf(await reference.request('/'));
      expect(expected['content-security-policy']).toBe(LOCKED_DOWN_CSP);
      expect(securityHeaders(isProduction)).toEqual(expected);
    }
  });

  it('keeps a header the handler set before answering, and its status', async () => {
    const { app } = appSeeingResponses();
    const response = await app.request('/busy');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it("keeps a page's own CSP and gives everything else the locked-down one", async () => {
    const { app } = appSeeingResponses();
    expect((await app.request('/page')).headers.get('content-security-policy')).toBe(PAGE_CSP);
    expect((await app.request('/text')).headers.get('content-security-policy')).toBe(LOCKED_DOWN_CSP);
  });

  it("answers with a client's plain X-Request-Id and replaces anything else", async () => {
    const { app } = appSeeingResponses();
    const kept = await app.request('/id', { headers: { 'x-request-id': 'trace-42' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42');
    expect(await kept.json()).toEqual({ id: 'trace-42' });
    const replaced = await app.request('/id', { headers: { 'x-request-id': 'a b\u00e9' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gzips for a client that accepts it, naming Accept-Encoding once in Vary', async () => {
    const { app } = appSeeingResponses();
    const response = await app.request('/list', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(JSON.parse(body)).toEqual(BODY);
  });

  it('sends a JSON answer under 1 KiB as it is, with its length and the status and headers it was given', async () => {
    const { app } = appSeeingResponses();
    const response = await app.request('/small', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-extra')).toBe('kept');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('responseHeaders under @hono/node-server', () => {
  it('sends a JSON answer whole, with every header, and reads the request id Node parsed', async () => {
    const { app } = appSeeingResponses();
    const port = await freePort();
    const server = await serveOnLoopback(app.fetch, port);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/id`, { headers: { 'x-request-id': 'trace-7' } });
      expect(await response.json()).toEqual({ id: 'trace-7' });
      expect(response.headers.get('x-request-id')).toBe('trace-7');
      expect(response.headers.get('content-length')).toBe(String('{"id":"trace-7"}'.length));
      for (const [name, value] of Object.entries(securityHeaders(false))) {
        expect(response.headers.get(name)).toBe(value);
      }
      const list = await fetch(`http://127.0.0.1:${port}/list`, { headers: { 'accept-encoding': 'gzip' } });
      expect(list.headers.get('content-encoding')).toBe('gzip');
      expect(await list.json()).toEqual(BODY);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
