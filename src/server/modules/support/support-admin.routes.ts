import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  SupportListQuerySchema,
  SupportReplySchema,
  SupportStatusChangeSchema,
  SupportRequestRowViewSchema,
  SupportRequestViewSchema,
} from '../../../domain/support/support-admin';
import { adminPageSchema } from '../../../domain/admin-page.schema';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import {
  changeSupportStatus,
  replyToSupportRequest,
  supportInboxPage,
  supportRequestDetail,
} from './support-admin.service';

const tags = ['admin'];

/** The support inbox (issue item 6): requests, their threads, replies and closing. */
export function adminSupportRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>()
    .get(
      '/admin/support-requests',
      describeRoute({
        tags,
        summary: 'Support requests: open ones oldest first, any other view newest first',
        responses: {
          200: jsonBody('One page of support requests', adminPageSchema(SupportRequestRowViewSchema)),
          ...refusals(400, 401, 403, 422),
        },
      }),
      requireAdmin(deps),
      validate('query', SupportListQuerySchema),
      async (c) => c.json(await supportInboxPage(deps.db, c.req.valid('query'))),
    )
    .get(
      '/admin/support-requests/:id',
      describeRoute({
        tags,
        summary: 'A support request with its message and replies',
        responses: {
          200: jsonBody('The request and its thread', SupportRequestViewSchema),
          ...refusals(401, 403, 404),
        },
      }),
      requireAdmin(deps),
      async (c) => c.json(await supportRequestDetail(deps.db, c.req.param('id'))),
    )
    .post(
      '/admin/support-requests/:id/replies',
      describeRoute({
        tags,
        summary: 'Reply to a support request; the user gets it in the app and by mail',
        responses: {
          201: jsonBody('The request with the reply', SupportRequestViewSchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', SupportReplySchema),
      async (c) => {
        const adminId = c.get('session').user.id;
        const { body } = c.req.valid('json');
        return c.json(await replyToSupportRequest(deps, adminId, c.req.param('id'), body), 201);
      },
    )
    .post(
      '/admin/support-requests/:id/status',
      describeRoute({
        tags,
        summary: 'Close a support request or reopen a closed one',
        responses: {
          200: jsonBody('The request with its new status', SupportRequestViewSchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', SupportStatusChangeSchema),
      async (c) => {
        const adminId = c.get('session').user.id;
        const { status } = c.req.valid('json');
        return c.json(await changeSupportStatus(deps.db, adminId, c.req.param('id'), status));
      },
    );
}
