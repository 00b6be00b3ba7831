import { serve, type ServerType } from '@hono/node-server';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import { AppError } from '../http/app-error';
import { requestHeader } from '../http/request-header';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** Compared as digests, so neither the time taken nor a length check tells how much of a guess was right. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function answerMetrics(c: Context, metrics: Metrics) {
  const text = await metrics.render();
  return c.body(text, 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
}

/**
 * `/metrics` on the app's own port (docs/decisions/072): with METRICS_TOKEN set, for a scraper that sends
 * `Authorization: Bearer <token>`; anyone else gets 401, so an operator whose Prometheus target is down sees why.
 * Without a token it is not served here (404), whether or not METRICS_PORT serves it on a port of its own.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined) {
  return new Hono().all(METRICS_PATH, async (c) => {
    if (!token || c.req.method !== 'GET') throw new AppError('not_found', 'Not found');
    const given = /^Bearer (.+)$/i.exec(requestHeader(c, 'authorization') ?? '')?.[1];
    if (given === undefined || !sameToken(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthenticated', 'A valid metrics token is required');
    }
    return answerMetrics(c, metrics);
  });
}

/**
 * `/metrics` with no token on a port of its own (METRICS_PORT), for a scraper on a private network: bind it to an
 * address the public cannot reach (METRICS_HOST), or firewall the port. Nothing else is served there.
 */
export function serveMetricsPort(
  metrics: Metrics,
  listen: { port: number; hostname: string },
  logger: Logger,
): ServerType {
  const app = new Hono();
  app.get(METRICS_PATH, (c) => answerMetrics(c, metrics));
  return serve({ fetch: app.fetch, ...listen }, (info) => {
    logger.info(`Metrics on http://${listen.hostname}:${info.port}${METRICS_PATH}`);
  });
}
