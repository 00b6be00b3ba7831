import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Hono's compress(), with `Vary: Accept-Encoding` written straight onto the response's headers before it looks.
 * compress() writes Vary through `c.header()`, which turns @hono/node-server's lightweight response into a full
 * fetch Response whose body is then streamed, on every JSON answer, even one that is not compressed at all
 * (docs/decisions/020).
 */
export function compression() {
  const compressBody = compress();
  return createMiddleware((c, next) =>
    compressBody(c, async () => {
      await next();
      const headers = c.res.headers;
      const type = headers.get('content-type');
      if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || headers.has('content-encoding')) return;
      const vary = headers.get('vary');
      if (vary === '*' || (vary && VARIES_ON_ENCODING.test(vary))) return;
      headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }),
  );
}
