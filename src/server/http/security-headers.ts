import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The Content-Security-Policy for HTML pages. Scripts are limited to our own files plus the hashes of the
 * inline scripts each prerendered page carries (see static-client.ts), so no injected script can run.
 * Inline styles stay allowed: the toast and dialog libraries set them at run time. The service worker and the web
 * app manifest come from our own origin only (decision record 022).
 */
export function pageCsp(scriptHashes: readonly string[]): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** For everything that is not a page (JSON, scripts, images): nothing may load, frame or run from it. */
export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The service worker's own policy: a worker runs under the CSP of the response that delivered its script, not the
 * page's. It may fetch from our origin (precaching, network-first navigations) and load nothing else.
 */
export const SERVICE_WORKER_CSP =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Headers for every response. Pages bring their own CSP (`pageCsp`); every other response gets the locked-down one. */
export function securityHeaders(isProduction: boolean) {
  const headers = secureHeaders({
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: isProduction ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  return createMiddleware(async (c, next) => {
    await headers(c, next);
    if (!c.res.headers.has('content-security-policy'))
      c.res.headers.set('content-security-policy', LOCKED_DOWN_CSP);
  });
}
