import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { AdminDashboardViewSchema } from '../../../domain/dashboard/admin-dashboard';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { dashboard } from './admin-dashboard.service';

export function adminDashboardRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>().get(
    '/admin/dashboard',
    describeRoute({
      tags: ['admin'],
      summary:
        'Counts of orders, applications, open support, pending deletion requests and refunds due, and the latest activity',
      responses: {
        200: jsonBody('The counts and the latest activity', AdminDashboardViewSchema),
        ...refusals(401, 403),
      },
    }),
    requireAdmin(deps),
    async (c) => c.json(await dashboard(deps.db)),
  );
}
