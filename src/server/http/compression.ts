import type { Context } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * `c.json` as Hono writes it, plus the answer's Content-Length. compress() leaves a body under its threshold (1 KiB)
 * alone only when it knows the length, and `c.json` gives none: every JSON answer, an 839-byte order or a
 * 40-byte error, was gzipped through a CompressionStream and streamed (docs/decisions/020).
 */
function jsonWithLength(c: Context): Context['json'] {
  const json = c.json;
  return ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object) as string | undefined;
    if (text === undefined) return json(object as never, arg as never, headers as never);
    return c.body(text, arg as never, {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(text)),
      ...headers,
    });
  }) as Context['json'];
}

/**
 * Hono's compress(), with `Vary: Accept-Encoding` written straight onto the response's headers before it looks.
 * compress() writes Vary through `c.header()`, which turns @hono/node-server's lightweight response into a full
 * fetch Response whose body is then streamed, on every JSON answer, even one that is not compressed at all
 * (docs/decisions/020). JSON answers carry their length, so compress() skips those under its threshold.
 */
export function compression() {
  const compressBody = compress();
  return createMiddleware((c, next) => {
    c.json = jsonWithLength(c);
    return compressBody(c, async () => {
      await next();
      const headers = c.res.headers;
      const type = headers.get('content-type');
      if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || headers.has('content-encoding')) return;
      const vary = headers.get('vary');
      if (vary === '*' || (vary && VARIES_ON_ENCODING.test(vary))) return;
      headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    });
  });
}
