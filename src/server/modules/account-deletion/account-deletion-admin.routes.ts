import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { DeletionListQuerySchema, DeletionRequestViewSchema } from '../../../domain/accounts/deletion-admin';
import { adminPageSchema } from '../../../domain/admin-page.schema';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
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
        responses: {
          200: jsonBody('One page of deletion requests', adminPageSchema(DeletionRequestViewSchema)),
          ...refusals(400, 401, 403, 422),
        },
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
        responses: {
          200: jsonBody('The request, processed', DeletionRequestViewSchema),
          ...refusals(401, 403, 404, 409),
        },
      }),
      requireAdmin(deps),
      async (c) => {
        const adminId = c.get('session').user.id;
        return c.json(await processDeletionRequest(deps.db, adminId, c.req.param('id')));
      },
    );
}
