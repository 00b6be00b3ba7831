import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  CreatedWebhookEndpointViewSchema,
  CreateWebhookEndpointSchema,
  WebhookDeliveryViewSchema,
  WebhookEndpointViewSchema,
} from '../../../../domain/partners/partner-api';
import { requirePartnerOrAdmin } from '../../../auth/guards';
import type { SessionDeps } from '../../../auth/session';
import type { AppEnv } from '../../../http/app-env';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { validate } from '../../../http/validate';
import { viewerOf } from '../partner-access';
import {
  addWebhookEndpoint,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  sendPortalTestEvent,
  webhookDeliveries,
  type WebhookDeps,
} from './webhooks.service';

const QueuedSchema = z.object({ eventId: z.string(), deliveries: z.number().int() });

/** The portal's webhooks: endpoints, their test event and the delivery log (managers and admins; 404 for others). */
export function webhooksRoutes(deps: SessionDeps & WebhookDeps) {
  const { db } = deps;
  const portal = requirePartnerOrAdmin(deps);
  const base = '/partner/organisations/:id/webhooks';
  return new Hono<AppEnv>()
    .get(
      base,
      describeRoute({
        tags: ['partners'],
        summary: "The organisation's webhook endpoints; never their secrets",
        responses: {
          200: jsonBody('The endpoints', z.object({ endpoints: z.array(WebhookEndpointViewSchema) })),
          ...refusals(401, 403, 404),
        },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        return c.json({ endpoints: await listWebhookEndpoints(db, viewer, c.req.param('id')) });
      },
    )
    .post(
      base,
      describeRoute({
        tags: ['partners'],
        summary:
          'Add a webhook endpoint (https; in production a public address only); its signing secret is in this answer only',
        responses: {
          201: jsonBody(
            'The endpoint, with its signing secret shown once',
            z.object({ endpoint: CreatedWebhookEndpointViewSchema }),
          ),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      portal,
      validate('json', CreateWebhookEndpointSchema),
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        const endpoint = await addWebhookEndpoint(deps, viewer, c.req.param('id'), c.req.valid('json'));
        return c.json({ endpoint }, 201);
      },
    )
    .post(
      `${base}/:endpointId/remove`,
      describeRoute({
        tags: ['partners'],
        summary: 'Remove a webhook endpoint: no more events go to it',
        responses: {
          200: jsonBody('Removed', z.object({ removed: z.literal(true) })),
          ...refusals(401, 403, 404),
        },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        await removeWebhookEndpoint(db, viewer, c.req.param('id'), c.req.param('endpointId'));
        return c.json({ removed: true as const });
      },
    )
    .post(
      `${base}/:endpointId/test`,
      describeRoute({
        tags: ['partners'],
        summary: 'Send a webhook.test event to the endpoint, through the queue like any event',
        responses: { 202: jsonBody('Queued', QueuedSchema), ...refusals(401, 403, 404) },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        const queued = await sendPortalTestEvent(db, viewer, c.req.param('id'), c.req.param('endpointId'));
        return c.json(queued, 202);
      },
    )
    .get(
      `/partner/organisations/:id/webhook-deliveries`,
      describeRoute({
        tags: ['partners'],
        summary: "The organisation's latest 50 webhook deliveries, each with every attempt's answer",
        responses: {
          200: jsonBody(
            'The deliveries, newest first',
            z.object({ deliveries: z.array(WebhookDeliveryViewSchema) }),
          ),
          ...refusals(401, 403, 404),
        },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        return c.json({ deliveries: await webhookDeliveries(db, viewer, c.req.param('id')) });
      },
    );
}
