import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  ApiKeyViewSchema,
  CreateApiKeySchema,
  CreatedApiKeyViewSchema,
} from '../../../../domain/partners/partner-api';
import { requirePartnerOrAdmin } from '../../../auth/guards';
import type { SessionDeps } from '../../../auth/session';
import type { AppEnv } from '../../../http/app-env';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { validate } from '../../../http/validate';
import { viewerOf } from '../partner-access';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/**
 * The portal's API keys: an organisation's managers (or an admin acting for it) make, list and revoke them. Each
 * route asks organisationFor first, so another partner's organisation answers 404.
 */
export function apiKeysRoutes(deps: SessionDeps) {
  const { db } = deps;
  const portal = requirePartnerOrAdmin(deps);
  return new Hono<AppEnv>()
    .get(
      '/partner/organisations/:id/api-keys',
      describeRoute({
        tags: ['partners'],
        summary:
          "The organisation's API keys, revoked ones included; never their secrets (managers and admins)",
        responses: {
          200: jsonBody('The keys, newest first', z.object({ apiKeys: z.array(ApiKeyViewSchema) })),
          ...refusals(401, 403, 404),
        },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        return c.json({ apiKeys: await listApiKeys(db, viewer, c.req.param('id')) });
      },
    )
    .post(
      '/partner/organisations/:id/api-keys',
      describeRoute({
        tags: ['partners'],
        summary:
          'Make an API key with a name and scopes; its secret is in this answer only (managers, or an admin audited as themselves)',
        responses: {
          201: jsonBody('The key, with its secret shown once', z.object({ apiKey: CreatedApiKeyViewSchema })),
          ...refusals(400, 401, 403, 404, 422),
        },
      }),
      portal,
      validate('json', CreateApiKeySchema),
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        const apiKey = await createApiKey(db, viewer, c.req.param('id'), c.req.valid('json'));
        return c.json({ apiKey }, 201);
      },
    )
    .post(
      '/partner/organisations/:id/api-keys/:keyId/revoke',
      describeRoute({
        tags: ['partners'],
        summary: 'Revoke an API key: its next request answers 401',
        responses: {
          200: jsonBody('The key, revoked', z.object({ apiKey: ApiKeyViewSchema })),
          ...refusals(401, 403, 404),
        },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        const apiKey = await revokeApiKey(db, viewer, c.req.param('id'), c.req.param('keyId'));
        return c.json({ apiKey });
      },
    );
}
