import type { Context } from 'hono';
import { AppError } from './app-error';

/**
 * APP_URL's origin and TRUSTED_ORIGINS, as origins: a browser's Origin header never carries a path or a
 * trailing slash, so `https://app.example/` must be compared as `https://app.example`.
 */
export function configuredOrigins(appUrl: string, trustedOrigins: readonly string[]): string[] {
  return [...new Set([appUrl, ...trustedOrigins].map((url) => new URL(url).origin))];
}

/**
 * The configured origins plus the request's own, so the app works on any host and port it is served from.
 * Behind a proxy the request's own origin is the public one only with TRUST_PROXY (forwarded-request.ts).
 */
export function trustedOriginsFor(configured: readonly string[], request?: Request): string[] {
  const origins = [...configured];
  if (request) origins.push(new URL(request.url).origin);
  return origins;
}

/**
 * Refuses a state-changing request that a browser sends from another site. Browsers always send Origin on
 * cross-origin fetches and form posts; requests without it come from non-browser clients, which carry no ambient
 * cookies of a victim, unless Fetch Metadata says the request is cross-site. Safe methods are the caller's to
 * let through (api-request-guards.ts).
 */
export function refuseCrossSite(c: Context, configured: readonly string[]): void {
  const origin = c.req.header('origin');
  const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
  const trusted = origin ? trustedOriginsFor(configured, c.req.raw).includes(origin) : !crossSite;
  if (!trusted) throw new AppError('forbidden', 'Cross-origin request refused');
}
