import { createMiddleware } from 'hono/factory';
import { PARTNER_API_MESSAGES, type ApiKeyScope } from '../../../../domain/partners/partner-api';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { rateLimit, type RateLimitDeps } from '../../../http/rate-limit.middleware';
import { parseApiKey } from './api-key-secret';
import { authenticateApiKey, type ApiKeyPrincipal } from './api-keys.service';

/** What the partner API's handlers read: the key's principal, set by requireApiKey. */
export interface PartnerApiEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { apiKey: ApiKeyPrincipal };
}

const BEARER = /^Bearer +(\S+) *$/i;

function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

function unauthenticated(c: { header: (name: string, value: string) => void }): AppError {
  c.header('WWW-Authenticate', 'Bearer realm="partner-api"');
  return new AppError('unauthenticated', PARTNER_API_MESSAGES.unauthenticated);
}

/**
 * The partner API's door: the shared rate limiter (per key id, and per address), then the bearer key, and only the
 * key: cookies are never read here. A missing, malformed, unknown, wrong or revoked key is the same 401.
 */
export function requireApiKey(deps: RateLimitDeps) {
  const limit = rateLimit(deps, 'partner-api', async (c, ip) => ({
    ip,
    item: parseApiKey(bearerToken(c.req.header('authorization')) ?? '')?.id,
  }));
  const authenticate = createMiddleware<PartnerApiEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const principal = token ? await authenticateApiKey(deps.db, token) : undefined;
    if (!principal) throw unauthenticated(c);
    c.set('apiKey', principal);
    await next();
  });
  return [limit, authenticate] as const;
}

/** A route's scope: a key without it is refused with 403 insufficient_scope. */
export function requireScope(scope: ApiKeyScope) {
  return createMiddleware<PartnerApiEnv>(async (c, next) => {
    if (!c.get('apiKey').scopes.includes(scope)) {
      throw new AppError('insufficient_scope', PARTNER_API_MESSAGES.insufficientScope);
    }
    await next();
  });
}
