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

/**
 * The headers every response carries, as Hono's `secureHeaders()` with these options would write them, lower-cased,
 * with the locked-down CSP that a page replaces with its own (`pageCsp`). Written out once, as data, because the
 * middleware set them one `Headers.set()` at a time on every answer (docs/decisions/020); a test holds them equal
 * to `secureHeaders()`'s.
 */
export function securityHeaders(isProduction: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'content-security-policy': LOCKED_DOWN_CSP,
  });
}
