import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { AuditQuerySchema } from '../../../domain/admin/audit';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../http/admin-deps';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { auditPage } from './audit.service';

export function auditRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>().get(
    '/admin/audit-log',
    describeRoute({
      tags: ['admin'],
      summary: 'Every change admins made, newest first, optionally for one kind of row or one row',
    }),
    requireAdmin(deps),
    validate('query', AuditQuerySchema),
    async (c) => c.json(await auditPage(deps.db, c.req.valid('query'))),
  );
}
