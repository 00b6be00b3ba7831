import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { AuditQuerySchema, AuditEntryViewSchema } from '../../../domain/audit/audit';
import { adminPageSchema } from '../../../domain/admin-page.schema';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { auditPage } from './audit.service';

export function auditRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>().get(
    '/admin/audit-log',
    describeRoute({
      tags: ['admin'],
      summary: 'Every change admins made, newest first, optionally for one kind of row or one row',
      responses: {
        200: jsonBody('One page of the audit log', adminPageSchema(AuditEntryViewSchema)),
        ...refusals(400, 401, 403, 422),
      },
    }),
    requireAdmin(deps),
    validate('query', AuditQuerySchema),
    async (c) => c.json(await auditPage(deps.db, c.req.valid('query'))),
  );
}
