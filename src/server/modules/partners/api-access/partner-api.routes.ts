import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { PARTNER_KINDS } from '../../../../domain/partners/partner';
import { API_KEY_SCOPES } from '../../../../domain/partners/partner-api';
import { PARTNER_API_ROUTE, PARTNER_API_SECURITY } from '../../../http/platform-paths';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import type { RateLimitDeps } from '../../../http/rate-limit.middleware';
import {
  ConfirmEnrolmentSchema,
  EnrolmentFilterSchema,
  EnrolmentViewSchema,
  RefuseEnrolmentSchema,
} from '../../../../domain/partners/enrolment';
import { validate } from '../../../http/validate';
import type { MailOut } from '../../notifications';
import { confirmEnrolment, listEnrolments, refuseEnrolment, type EnrolmentActor } from '../../orders';
import { findOrganisation, type OrganisationRow } from '../partners.repo';
import { requireApiKey, requireScope, type PartnerApiEnv } from './api-key-auth';
import { sendTestEvent } from '../../partner-webhooks';

const KeyOrganisationSchema = z.object({
  organisation: z.object({ id: z.string(), kind: z.enum(PARTNER_KINDS), name: z.string() }),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
});

/**
 * The partner API for partners' own systems, under /api/partner-api/v1: a bearer key only, each route asking for
 * its scope; the organisation is always the key's own, never one named in the path or the body.
 */
export function partnerApiRoutes(deps: RateLimitDeps & { mailOut: MailOut }) {
  const { db } = deps;
  const enrolmentDeps = { db, mailOut: deps.mailOut };
  const key = requireApiKey(deps);
  /** The key's own organisation, and the key as who decided (decided_by `api-key:<id>`). */
  const actorOf = async (principal: { keyId: string; organisationId: string }): Promise<EnrolmentActor> => {
    const organisation = await keyOrganisation(db, principal.organisationId);
    return { organisation, role: 'api_key', actorId: `api-key:${principal.keyId}` };
  };
  const enrolmentPath = `${PARTNER_API_ROUTE}/enrolments/:enrolmentId`;
  return new Hono<PartnerApiEnv>()
    .get(
      `${PARTNER_API_ROUTE}/organisation`,
      describeRoute({
        tags: ['partner API'],
        summary: "The key's organisation and scopes: a way to check a key works",
        security: PARTNER_API_SECURITY,
        responses: {
          200: jsonBody("The key's organisation", KeyOrganisationSchema),
          ...refusals(401, 429),
        },
      }),
      ...key,
      async (c) => {
        const { organisationId, scopes } = c.get('apiKey');
        const organisation = await findOrganisation(db, organisationId);
        // The key's organisation cascades away with its keys: a key found has one.
        if (!organisation) throw new Error('an API key without its organisation');
        const { id, kind, name } = organisation;
        return c.json({ organisation: { id, kind, name }, scopes });
      },
    )
    .get(
      `${PARTNER_API_ROUTE}/enrolments`,
      describeRoute({
        tags: ['partner API'],
        summary:
          "The key's health provider's enrolments (pending by default; `status` for others), with each person's details, consent record and chosen hospital (scope enrolments:read)",
        security: PARTNER_API_SECURITY,
        responses: {
          200: jsonBody('The enrolments', z.object({ enrolments: z.array(EnrolmentViewSchema) })),
          ...refusals(401, 403, 404, 422, 429),
        },
      }),
      ...key,
      requireScope('enrolments:read'),
      validate('query', EnrolmentFilterSchema),
      async (c) => {
        const actor = await actorOf(c.get('apiKey'));
        const { status = 'pending' } = c.req.valid('query');
        return c.json({ enrolments: await listEnrolments(db, actor, { status }) });
      },
    )
    .post(
      `${enrolmentPath}/confirm`,
      describeRoute({
        tags: ['partner API'],
        summary:
          "Confirm one of the key's provider's pending enrolments with the provider's own member ID (scope enrolments:write)",
        security: PARTNER_API_SECURITY,
        responses: {
          200: jsonBody('The enrolment, confirmed', z.object({ enrolment: EnrolmentViewSchema })),
          ...refusals(400, 401, 403, 404, 409, 422, 429),
        },
      }),
      ...key,
      requireScope('enrolments:write'),
      validate('json', ConfirmEnrolmentSchema),
      async (c) => {
        const actor = await actorOf(c.get('apiKey'));
        const { memberId } = c.req.valid('json');
        const enrolment = await confirmEnrolment(enrolmentDeps, actor, c.req.param('enrolmentId'), memberId);
        return c.json({ enrolment });
      },
    )
    .post(
      `${enrolmentPath}/refuse`,
      describeRoute({
        tags: ['partner API'],
        summary:
          "Refuse one of the key's provider's pending enrolments with a reason (scope enrolments:write)",
        security: PARTNER_API_SECURITY,
        responses: {
          200: jsonBody('The enrolment, refused', z.object({ enrolment: EnrolmentViewSchema })),
          ...refusals(400, 401, 403, 404, 409, 422, 429),
        },
      }),
      ...key,
      requireScope('enrolments:write'),
      validate('json', RefuseEnrolmentSchema),
      async (c) => {
        const actor = await actorOf(c.get('apiKey'));
        const { reason } = c.req.valid('json');
        const enrolment = await refuseEnrolment(enrolmentDeps, actor, c.req.param('enrolmentId'), reason);
        return c.json({ enrolment });
      },
    )
    .post(
      `${PARTNER_API_ROUTE}/webhooks/test`,
      describeRoute({
        tags: ['partner API'],
        summary:
          "Send a webhook.test event to each of the key's organisation's endpoints (scope webhooks:manage)",
        security: PARTNER_API_SECURITY,
        responses: {
          202: jsonBody('Queued', z.object({ eventId: z.string(), deliveries: z.number().int() })),
          ...refusals(401, 403, 429),
        },
      }),
      ...key,
      requireScope('webhooks:manage'),
      async (c) => c.json(await sendTestEvent(db, c.get('apiKey').organisationId), 202),
    );
}

/** The key's organisation: it cascades away with its keys, so a key found has one. */
async function keyOrganisation(db: RateLimitDeps['db'], id: string): Promise<OrganisationRow> {
  const organisation = await findOrganisation(db, id);
  if (!organisation) throw new Error('an API key without its organisation');
  return organisation;
}
