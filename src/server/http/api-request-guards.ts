import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { isPlainText } from '../../domain/accounts/text-field';
import { AppError } from './app-error';
import { refuseCrossSite } from './origin-check';
import { PARTNER_API_PATH } from './platform-paths';
import { isUploadPath } from './upload-path';

interface ApiRequestGuardOptions {
  bodyLimitBytes: number;
  /** APP_URL's origin and TRUSTED_ORIGINS (`configuredOrigins`). */
  trustedOrigins: readonly string[];
}

/**
 * Every API request's checks before its route: a path holding control characters names nothing (the one text rule,
 * applied to every path parameter at once, before any lookup or rate-limit key can carry a NUL to the database);
 * a state-changing request must come from one of our origins
 * (origin-check.ts), and a request body may not exceed the limit. GET and HEAD carry no body and change nothing:
 * they pass straight on, with no async step of their own, as the API's most frequent requests. Asking for their
 * body (as bodyLimit does) would also make @hono/node-server build a full fetch Request. File uploads are larger
 * than any JSON body; each file route sets its own limit (upload-path.ts).
 */
export function apiRequestGuards({
  bodyLimitBytes,
  trustedOrigins,
}: ApiRequestGuardOptions): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: bodyLimitBytes,
    onError: () => {
      throw new AppError('payload_too_large', 'The request body is too large');
    },
  });
  return (c, next) => {
    // Hono's path is percent-decoded, so `%00` is a NUL here.
    if (!isPlainText(c.req.path)) throw new AppError('not_found', 'Not found');
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    // The partner API reads no cookie, only its bearer key: nothing for another site to ride on.
    const bearerOnly = c.req.path.startsWith(`${PARTNER_API_PATH}/`);
    if (method !== 'OPTIONS' && !bearerOnly) refuseCrossSite(c, trustedOrigins);
    return isUploadPath(c.req.path) ? next() : limitBody(c, next);
  };
}
