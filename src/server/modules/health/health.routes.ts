import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ReadinessStatusSchema, ServiceStatusSchema } from '../../../domain/service-status';
import { AppError } from '../../http/app-error';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { READINESS_ROUTE } from '../../http/platform-paths';
import { checkReadiness, withTimeout, type ReadinessChecks } from './readiness';

const PING_TIMEOUT_MS = 2000;

const NOT_READY = {
  database_down: 'The database is unavailable',
  migrations_pending: 'Database migrations are pending',
} as const;

/**
 * Liveness with a database round trip, for load balancers: 503 as soon as the database cannot answer. Readiness
 * adds the migrations: 503 until this build's have all run (docs/decisions/072-metrics-and-health.md).
 */
export function healthRoutes(checks: ReadinessChecks) {
  return new Hono()
    .get(
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
          await withTimeout(checks.ping(), PING_TIMEOUT_MS);
        } catch {
          throw new AppError('unavailable', 'The database is unavailable');
        }
        return c.json({ status: 'ok' as const, database: 'up' as const });
      },
    )
    .get(
      READINESS_ROUTE,
      describeRoute({
        tags: ['platform'],
        summary: 'Readiness: the database answers and has no migration pending',
        responses: {
          200: jsonBody('This instance may take traffic', ReadinessStatusSchema),
          ...refusals(503),
        },
      }),
      async (c) => {
        const readiness = await checkReadiness(checks, PING_TIMEOUT_MS);
        if (!readiness.ready) throw new AppError('unavailable', NOT_READY[readiness.reason]);
        return c.json({ status: 'ready' as const, database: 'up' as const, pendingMigrations: 0 as const });
      },
    );
}
