import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  ConfirmEnrolmentSchema,
  EnrolmentFilterSchema,
  EnrolmentUploadResultSchema,
  EnrolmentUploadSchema,
  EnrolmentViewSchema,
  RefuseEnrolmentSchema,
} from '../../../../domain/partners/enrolment';
import { requirePartnerOrAdmin } from '../../../auth/guards';
import type { AppEnv } from '../../../http/app-env';
import { fileBody, jsonBody, refusals } from '../../../http/openapi-responses';
import { validate } from '../../../http/validate';
import {
  confirmEnrolment,
  confirmEnrolmentsFromCsv,
  listEnrolments,
  pendingEnrolmentsCsv,
  refuseEnrolment,
  type EnrolmentActor,
} from '../../orders';
import { organisationFor, viewerOf } from '../partner-access';
import type { InvitationDeps } from '../partner-invitations.service';

const tags = ['partners'];

/** The one access rule first (404 for another partner's organisation), then who acts, for the record. */
async function actorOf(deps: Pick<InvitationDeps, 'db'>, c: Context<AppEnv>): Promise<EnrolmentActor> {
  const user = c.get('session').user;
  const access = await organisationFor(deps.db, viewerOf(user), c.req.param('id') ?? '');
  return { organisation: access.organisation, role: access.role, actorId: user.id };
}

/** Asks the access rule before the body is read: another partner's organisation is a 404, whatever is sent. */
function ownOrganisation(deps: Pick<InvitationDeps, 'db'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await actorOf(deps, c);
    await next();
  });
}

/**
 * A health provider's enrolments in the portal (issue 33 point 2, docs/decisions/9xx-provider-enrolments.md): the
 * list, one confirmation or refusal, a CSV of member IDs, and the pending ones as a CSV. Its managers and staff
 * both decide: enrolling is the staff's daily work. Admins act for any provider, audited as themselves.
 */
export function partnerEnrolmentRoutes(deps: InvitationDeps) {
  const { db } = deps;
  const portal = [requirePartnerOrAdmin(deps), ownOrganisation(deps)] as const;
  const enrolmentDeps = { db, mailOut: deps.mailOut };
  return new Hono<AppEnv>()
    .get(
      '/partner/organisations/:id/enrolments',
      describeRoute({
        tags,
        summary:
          "A health provider's enrolments, pending first (oldest first), with each person's details, consent record and chosen hospital; 404 for anyone else's",
        responses: {
          200: jsonBody('The enrolments', z.object({ enrolments: z.array(EnrolmentViewSchema) })),
          ...refusals(401, 403, 404, 422),
        },
      }),
      ...portal,
      validate('query', EnrolmentFilterSchema),
      async (c) => {
        const actor = await actorOf(deps, c);
        return c.json({ enrolments: await listEnrolments(db, actor, c.req.valid('query')) });
      },
    )
    .get(
      '/partner/organisations/:id/enrolments/download',
      describeRoute({
        tags,
        summary:
          'The pending enrolments as a CSV file to fill in (member_id) and upload back; cells a spreadsheet would run as formulas start with a quote',
        responses: { 200: fileBody('The CSV file', 'text/csv'), ...refusals(401, 403, 404) },
      }),
      ...portal,
      async (c) => {
        const actor = await actorOf(deps, c);
        const csv = await pendingEnrolmentsCsv(db, actor);
        return c.body(csv, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="pending-enrolments.csv"',
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        });
      },
    )
    .post(
      '/partner/organisations/:id/enrolments/upload',
      describeRoute({
        tags,
        summary:
          'Confirm enrolments from a CSV of member IDs (enrolment_id, or order_reference and person, with member_id), all or nothing: a file with a bad line is refused whole, each line named on `content` and on `line.<n>`; the same file again changes nothing',
        responses: {
          200: jsonBody('What the file confirmed', EnrolmentUploadResultSchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      ...portal,
      validate('json', EnrolmentUploadSchema),
      async (c) => {
        const actor = await actorOf(deps, c);
        return c.json(await confirmEnrolmentsFromCsv(enrolmentDeps, actor, c.req.valid('json').content));
      },
    )
    .post(
      '/partner/organisations/:id/enrolments/:enrolmentId/confirm',
      describeRoute({
        tags,
        summary:
          "Confirm one enrolment with the provider's member ID; the same ID again changes nothing; the sponsor is told by notification and mail",
        responses: {
          200: jsonBody('The enrolment', z.object({ enrolment: EnrolmentViewSchema })),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      ...portal,
      validate('json', ConfirmEnrolmentSchema),
      async (c) => {
        const actor = await actorOf(deps, c);
        const { memberId } = c.req.valid('json');
        const enrolment = await confirmEnrolment(enrolmentDeps, actor, c.req.param('enrolmentId'), memberId);
        return c.json({ enrolment });
      },
    )
    .post(
      '/partner/organisations/:id/enrolments/:enrolmentId/refuse',
      describeRoute({
        tags,
        summary: 'Refuse one pending enrolment with a reason our admins read',
        responses: {
          200: jsonBody('The enrolment', z.object({ enrolment: EnrolmentViewSchema })),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      ...portal,
      validate('json', RefuseEnrolmentSchema),
      async (c) => {
        const actor = await actorOf(deps, c);
        const { reason } = c.req.valid('json');
        return c.json({ enrolment: await refuseEnrolment(deps, actor, c.req.param('enrolmentId'), reason) });
      },
    );
}
