import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AdminApplicationsQuerySchema,
  ApplicationStatusChangeSchema,
  AdminApplicationRowViewSchema,
  AdminApplicationDetailSchema,
} from '../../../domain/applications/application-admin';
import { adminPageSchema } from '../../../domain/admin-page.schema';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { PremiumActionSchema, RecordTransferSchema } from '../../../domain/funeral/funeral-ledger';
import { ViewingDecisionSchema } from '../../../domain/property/viewing';
import {
  adjustFuneralPremium,
  applicationDetail,
  changeApplicationStatus,
  decideApplicationViewing,
  listApplications,
  recordFuneralTransfer,
} from './applications-admin.service';

export function adminApplicationsRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>()
    .get(
      '/admin/applications',
      describeRoute({
        tags: ['admin'],
        summary:
          'Property (default) or funeral applications, newest first; by status, and by reference or account email',
        responses: {
          200: jsonBody(
            'One page of applications of one kind',
            adminPageSchema(AdminApplicationRowViewSchema),
          ),
          ...refusals(400, 401, 403, 422),
        },
      }),
      requireAdmin(deps),
      validate('query', AdminApplicationsQuerySchema),
      async (c) => c.json(await listApplications(deps.db, c.req.valid('query'))),
    )
    .get(
      '/admin/applications/:kind/:id',
      describeRoute({
        tags: ['admin'],
        summary: 'One application with its customer, the statuses it may move to and its history',
        responses: {
          200: jsonBody('The application', AdminApplicationDetailSchema),
          ...refusals(401, 403, 404),
        },
      }),
      requireAdmin(deps),
      async (c) => c.json(await applicationDetail(deps.db, c.req.param('kind'), c.req.param('id'))),
    )
    .post(
      '/admin/applications/:kind/:id/status',
      describeRoute({
        tags: ['admin'],
        summary:
          'Change the status along the allowed transitions (409 otherwise); the customer is notified in-app and by mail',
        responses: {
          200: jsonBody('The application with its new status', AdminApplicationDetailSchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', ApplicationStatusChangeSchema),
      async (c) => {
        const { kind, id } = c.req.param();
        const actorId = c.get('session').user.id;
        return c.json(await changeApplicationStatus(deps, actorId, kind, id, c.req.valid('json')));
      },
    )
    .post(
      '/admin/applications/funeral/:id/premiums',
      describeRoute({
        tags: ['admin'],
        summary:
          "Record a bank transfer received for the application's next premium, on the day it arrived; audited, and the holder is told",
        responses: {
          200: jsonBody('The application with its cover and ledger', AdminApplicationDetailSchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', RecordTransferSchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        return c.json(await recordFuneralTransfer(deps, actorId, c.req.param('id'), c.req.valid('json')));
      },
    )
    .post(
      '/admin/applications/funeral/:id/premiums/:action',
      describeRoute({
        tags: ['admin'],
        summary:
          "With a reason: 'waive' the application's next premium (counted as paid, no money), 409 unless it is the next; 'refund' records money returned for the latest premium paid, which is then unpaid again, 409 for any other; audited, and the holder is told",
        responses: {
          200: jsonBody('The application with its cover and ledger', AdminApplicationDetailSchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', PremiumActionSchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        const { id, action } = c.req.param();
        return c.json(await adjustFuneralPremium(deps, actorId, id, action, c.req.valid('json')));
      },
    )
    .post(
      '/admin/applications/property/:id/viewing',
      describeRoute({
        tags: ['admin'],
        summary:
          "Confirm one of the viewing's preferred dates, or propose another; audited, and the customer is told in-app and by mail",
        responses: {
          200: jsonBody('The application with its viewing', AdminApplicationDetailSchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', ViewingDecisionSchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        return c.json(await decideApplicationViewing(deps, actorId, c.req.param('id'), c.req.valid('json')));
      },
    );
}
