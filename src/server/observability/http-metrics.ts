import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env';
import type { Metrics } from './metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every request into the latency histogram, labelled with the route's pattern as registered
 * (`/api/orders/:id`), never the URL: a URL holds ids and tokens, and one series per URL would be without end.
 * After the chain, Hono's route index points at the handler that answered (or the middleware that refused), so
 * a refused request counts under the guard's pattern (`/api/*`) and an unknown URL under the catch-all.
 */
export function httpMetrics(metrics: Metrics) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.httpDuration.observe(
        {
          method: METHODS.has(c.req.method) ? c.req.method : 'OTHER',
          route: routePath(c),
          status: String(c.res.status),
        },
        (performance.now() - started) / 1000,
      );
    }
  });
}
