import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ServiceStatusSchema } from '../../../domain/service-status';
import { AppError } from '../../http/app-error';
import { jsonBody, refusals } from '../../http/openapi-responses';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Liveness with a database round trip, for load balancers: 503 as soon as the database cannot answer. */
export function healthRoutes(ping: () => Promise<void>) {
  return new Hono().get(
    '/health',
    describeRoute({
      tags: ['platform'],
      summary: 'Health check with a database ping',
      responses: {
        200: jsonBody('The server and its database answer', ServiceStatusSchema),
        ...refusals(503),
      },
    }),
    async (c) => {
      try {
        await withTimeout(ping(), PING_TIMEOUT_MS);
      } catch {
        throw new AppError('unavailable', 'The database is unavailable');
      }
      return c.json({ status: 'ok' as const, database: 'up' as const });
    },
  );
}
