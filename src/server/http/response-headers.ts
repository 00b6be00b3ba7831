import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { requestHeader } from './request-header';
import { securityHeaders } from './security-headers';

/** compress()'s default: it leaves smaller bodies alone. */
const COMPRESS_THRESHOLD = 1024;
// Hono's requestId(): a client's own X-Request-Id is kept when it is short and plain, so logs can be joined.
const CLIENT_REQUEST_ID = /^[\w\-=]{1,255}$/;
// A page may set its own: its CSP (every page), and a stricter referrer policy (the card check, decision 038).
const PAGE_OWN_HEADERS = new Set(['content-security-policy', 'referrer-policy']);
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * `c.json` that writes a whole answer at once: the body with its length, the security headers, the request id
 * and `Vary`, as one plain object. @hono/node-server hands such an object to `writeHead` as it is; the middleware
 * chain used to build a fetch `Headers` and set a dozen headers on it one by one, on every answer
 * (docs/decisions/020). It steps aside, to the usual path below, when the handler set headers or a status first,
 * passes its own headers, or when compress() would compress the body (1 KiB or more, for a client that accepts
 * an encoding).
 */
function answerJson(c: Context<AppEnv>, fixed: Readonly<Record<string, string>>): { whole?: Response } {
  // A plain record, not a WeakSet of responses: weak collections cost the garbage collector on every request.
  const made: { whole?: Response } = {};
  let prepared = false;
  const { header, status, json } = c;
  c.header = ((...args: Parameters<typeof header>) => {
    prepared = true;
    return header(...args);
  }) as typeof header;
  c.status = (code) => {
    prepared = true;
    status(code);
  };
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object) as string | undefined;
    if (text === undefined) return json(object as never, arg as never, headers as never);
    const bytes = Buffer.byteLength(text);
    const length = String(bytes);
    const ownHeaders = headers !== undefined || (arg !== undefined && typeof arg !== 'number');
    if (prepared || ownHeaders || (bytes >= COMPRESS_THRESHOLD && acceptsAny(c))) {
      return c.body(text, arg as never, {
        'Content-Type': 'application/json',
        'Content-Length': length,
        ...headers,
      });
    }
    const response = new Response(text, {
      status: arg,
      headers: {
        ...fixed,
        'x-request-id': c.get('requestId'),
        'content-type': 'application/json',
        'content-length': length,
        vary: 'Accept-Encoding',
      },
    });
    made.whole = response;
    return response;
  }) as Context['json'];
  return made;
}

const acceptsAny = (c: Context) => Boolean(requestHeader(c, 'accept-encoding'));

/** `Vary: Accept-Encoding` on anything compress() might compress, written before it looks (see below). */
function varyOnEncoding(headers: Headers) {
  const type = headers.get('content-type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || headers.has('content-encoding')) return;
  const vary = headers.get('vary');
  if (vary === '*' || (vary && VARIES_ON_ENCODING.test(vary))) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The request id, the security headers and compression, for every response. JSON answers get all of it from
 * `c.json` at once (above). Anything else (pages, files, better-auth's own responses, errors answered with
 * headers) gets it here after the handler: Vary first, straight onto the headers, because compress() writes it
 * through `c.header()`, which turns @hono/node-server's lightweight response into a streamed one; then compress()
 * on the finished response; then the security headers, a page keeping its own CSP and referrer policy.
 */
export function responseHeaders(isProduction: boolean) {
  const fixed = securityHeaders(isProduction);
  const compressBody = compress({ threshold: COMPRESS_THRESHOLD });
  const finished = async () => {};
  return createMiddleware<AppEnv>(async (c, next) => {
    const clientId = requestHeader(c, 'x-request-id');
    const requestId = clientId && CLIENT_REQUEST_ID.test(clientId) ? clientId : randomUUID();
    c.set('requestId', requestId);
    const made = answerJson(c, fixed);
    await next();
    if (c.res === made.whole) return;
    varyOnEncoding(c.res.headers);
    await compressBody(c, finished);
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(fixed)) {
      if (!PAGE_OWN_HEADERS.has(name) || !headers.has(name)) headers.set(name, value);
    }
    headers.set('x-request-id', requestId);
    headers.delete('x-powered-by');
  });
}
