import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { DeletionListQuerySchema } from '../../../domain/accounts/deletion-admin';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../http/admin-deps';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { deletionRequestsPage } from './account-deletion-admin.service';
import { processDeletionRequest } from './process-deletion.service';

const tags = ['admin'];

/** Account-deletion requests (issue item 7): the list, and processing one. */
export function adminDeletionsRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>()
    .get(
      '/admin/deletion-requests',
      describeRoute({
        tags,
        summary:
          'Deletion requests: pending ones oldest first, flagged past 30 days; processed ones newest first',
      }),
      requireAdmin(deps),
      validate('query', DeletionListQuerySchema),
      async (c) => c.json(await deletionRequestsPage(deps.db, c.req.valid('query'))),
    )
    .post(
      '/admin/deletion-requests/:id/process',
      describeRoute({
        tags,
        summary: "Delete the requester's account and personal data; orders keep their amounts and status",
      }),
      requireAdmin(deps),
      async (c) => {
        const adminId = c.get('session').user.id;
        return c.json(await processDeletionRequest(deps.db, adminId, c.req.param('id')));
      },
    );
}
