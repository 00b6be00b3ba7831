import { secureHeaders } from 'hono/secure-headers';

/**
 * The Content-Security-Policy for HTML pages. Scripts are limited to our own files plus the hashes of the
 * inline scripts each prerendered page carries (see static-client.ts), so no injected script can run.
 * Inline styles stay allowed: the toast and dialog libraries set them at run time.
 */
export function pageCsp(scriptHashes: readonly string[], isProduction: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Headers for every response; HTML responses replace the CSP with `pageCsp`. */
export function securityHeaders(isProduction: boolean) {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: isProduction ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
