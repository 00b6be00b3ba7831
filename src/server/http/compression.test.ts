import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression';

const BODY = { items: Array.from({ length: 50 }, (_, index) => ({ id: index, title: `Listing ${index}` })) };

/** A tiny app whose outer middleware reports whether the handler's own response object reached it. */
function appSeeingResponses() {
  const seen: { untouched?: boolean } = {};
  let answered: Response | undefined;
  const app = new Hono()
    .use(async (c, next) => {
      await next();
      seen.untouched = c.res === answered;
    })
    .use(compression())
    .get('/list', (c) => (answered = c.json(BODY)))
    .get('/small', (c) => c.json({ ok: true }, 201, { 'X-Extra': 'kept' }));
  return { app, seen };
}

describe('compression', () => {
  it('leaves an uncompressed answer as the handler made it, with Vary: Accept-Encoding', async () => {
    const { app, seen } = appSeeingResponses();
    const response = await app.request('/list');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual(BODY);
    // A replaced response is what makes @hono/node-server stream the body instead of writing it at once.
    expect(seen.untouched).toBe(true);
  });

  it('gzips for a client that accepts it, naming Accept-Encoding once in Vary', async () => {
    const { app } = appSeeingResponses();
    const response = await app.request('/list', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
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
