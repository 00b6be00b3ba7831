import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { adminPageSchema } from '../../../domain/admin-page.schema';
import {
  AdminClaimDetailSchema,
  AdminClaimRowViewSchema,
  AdminClaimsQuerySchema,
  ClaimStatusChangeSchema,
} from '../../../domain/funeral/funeral-claim-admin';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { validate } from '../../http/validate';
import { changeClaimStatus, claimDetail, listClaimsQueue } from './funeral-claims-admin.service';

export function adminFuneralClaimsRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>()
    .get(
      '/admin/funeral-claims',
      describeRoute({
        tags: ['admin'],
        summary: 'The funeral claims queue, newest first, by status',
        responses: {
          200: jsonBody('One page of claims', adminPageSchema(AdminClaimRowViewSchema)),
          ...refusals(400, 401, 403, 422),
        },
      }),
      requireAdmin(deps),
      validate('query', AdminClaimsQuerySchema),
      async (c) => c.json(await listClaimsQueue(deps.db, c.req.valid('query'))),
    )
    .get(
      '/admin/funeral-claims/:id',
      describeRoute({
        tags: ['admin'],
        summary: 'One claim with its payout account, where it may go next and its history',
        responses: { 200: jsonBody('The claim', AdminClaimDetailSchema), ...refusals(401, 403, 404) },
      }),
      requireAdmin(deps),
      async (c) => c.json(await claimDetail(deps.db, c.req.param('id'))),
    )
    .post(
      '/admin/funeral-claims/:id/status',
      describeRoute({
        tags: ['admin'],
        summary:
          'Move a claim one step (submitted → documents checked → approved → paid, or rejected with a reason before approval); 409 otherwise; the claimant is told in-app and by mail',
        responses: {
          200: jsonBody('The claim with its new status', AdminClaimDetailSchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', ClaimStatusChangeSchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        const claimDeps = { db: deps.db, mail: deps.mail, appUrl: deps.appUrl };
        return c.json(await changeClaimStatus(claimDeps, actorId, c.req.param('id'), c.req.valid('json')));
      },
    );
}
