import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../http/admin-deps';
import type { AppEnv } from '../../http/app-env';
import { dashboard } from './admin-dashboard.service';

export function adminDashboardRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>().get(
    '/admin/dashboard',
    describeRoute({
      tags: ['admin'],
      summary:
        'Counts of orders, applications, open support and pending deletion requests, and the latest activity',
    }),
    requireAdmin(deps),
    async (c) => c.json(await dashboard(deps.db)),
  );
}
