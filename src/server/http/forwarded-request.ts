import { isIP } from 'node:net';
import { createMiddleware } from 'hono/factory';

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: nothing a URL could
// misread (no user info, path, spaces or control characters).
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const PROTOCOLS = new Set(['http', 'https']);

/** The first value of a comma-separated header: the one the proxy nearest the browser wrote. */
function firstValue(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim().toLowerCase() || undefined;
}

/**
 * The address of whoever connected to our proxy: the right-most X-Forwarded-For value, the one our proxy
 * appended. Values to its left come from the client and can be anything (docs/decisions/014).
 */
export function forwardedClientIp(value: string | null): string | undefined {
  const last = value?.split(',').at(-1)?.trim();
  return last && isIP(last) ? last : undefined;
}

/**
 * The request as the browser sent it to our proxy: scheme and host from X-Forwarded-Proto/-Host, and
 * X-Forwarded-For reduced to the one address our proxy vouches for. Invalid values are ignored. Returns the
 * same request when nothing changes.
 */
export function publicRequest(request: Request): Request {
  const url = new URL(request.url);
  const proto = firstValue(request.headers.get('x-forwarded-proto'));
  const host = firstValue(request.headers.get('x-forwarded-host'));
  if (proto && PROTOCOLS.has(proto)) url.protocol = `${proto}:`;
  if (host && HOST.test(host)) url.host = host;

  const forwardedFor = request.headers.get('x-forwarded-for');
  const clientIp = forwardedClientIp(forwardedFor);
  const sameFor = forwardedFor === null || forwardedFor === clientIp;
  if (url.href === request.url && sameFor) return request;

  const headers = new Headers(request.headers);
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  else headers.delete('x-forwarded-for');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    // Required by Node's fetch to pass a streamed body on.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Behind a TLS-terminating proxy the server sees http:// and the proxy's upstream host; only with
 * TRUST_PROXY (app.ts adds this middleware then) does the rest of the app (origin checks, better-auth, cookies)
 * see the public URL instead. Without it, forwarded headers are left alone and never believed.
 */
export function forwardedHeaders() {
  return createMiddleware(async (c, next) => {
    c.req.raw = publicRequest(c.req.raw);
    await next();
  });
}
