import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import { inRequest } from '../observability/request-context';
import type { AppEnv } from './app-env';

/**
 * One JSON line per request, and the request's context for every other line written while it is answered: the
 * request id, which also goes back in the X-Request-Id header, reaches each line through the logger's mixin
 * (logger.ts), whichever logger writes it. The line holds the path, never the query string (a token may be in it).
 */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>((c, next) =>
    inRequest({ requestId: c.get('requestId') }, async () => {
      const started = performance.now();
      c.set('log', logger);
      await next();
      const status = c.res.status;
      logger[status >= 500 ? 'error' : 'info']({
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round(performance.now() - started),
      });
    }),
  );
}
