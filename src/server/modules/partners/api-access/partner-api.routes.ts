import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { PARTNER_KINDS } from '../../../../domain/partners/partner';
import { API_KEY_SCOPES } from '../../../../domain/partners/partner-api';
import { PARTNER_API_ROUTE, PARTNER_API_SECURITY } from '../../../http/platform-paths';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import type { RateLimitDeps } from '../../../http/rate-limit.middleware';
import { findOrganisation } from '../partners.repo';
import { requireApiKey, requireScope, type PartnerApiEnv } from './api-key-auth';
import { sendTestEvent } from './webhooks.service';

const KeyOrganisationSchema = z.object({
  organisation: z.object({ id: z.string(), kind: z.enum(PARTNER_KINDS), name: z.string() }),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
});

/**
 * The partner API for partners' own systems, under /api/partner-api/v1: a bearer key only, each route asking for
 * its scope; the organisation is always the key's own, never one named in the path or the body.
 */
export function partnerApiRoutes(deps: RateLimitDeps) {
  const { db } = deps;
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
      ...requireApiKey(deps),
      async (c) => {
        const { organisationId, scopes } = c.get('apiKey');
        const organisation = await findOrganisation(db, organisationId);
        // The key's organisation cascades away with its keys: a key found has one.
        if (!organisation) throw new Error('an API key without its organisation');
        const { id, kind, name } = organisation;
        return c.json({ organisation: { id, kind, name }, scopes });
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
      ...requireApiKey(deps),
      requireScope('webhooks:manage'),
      async (c) => c.json(await sendTestEvent(db, c.get('apiKey').organisationId), 202),
    );
}
