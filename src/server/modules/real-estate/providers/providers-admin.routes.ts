import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  CreateProviderSchema,
  UpdateProviderSchema,
  AdminProviderViewSchema,
} from '../../../../domain/property/provider-admin';
import { requireAdmin } from '../../../auth/guards';
import type { AdminDeps } from '../../../module-deps';
import type { AppEnv } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import type { PhotoStorage } from '../../../storage/photo-storage';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { createProvider, editProvider, listProvidersForAdmin } from './providers-admin.service';

const ProviderBodySchema = z.object({ provider: AdminProviderViewSchema });

const tags = ['admin'];

export function adminProvidersRoutes(deps: AdminDeps, storage: PhotoStorage) {
  const { db } = deps;
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .get(
      '/admin/realty-providers',
      describeRoute({
        tags,
        summary: 'Every realty provider, active or not, with its listing count',
        responses: {
          200: jsonBody('The providers', z.object({ providers: z.array(AdminProviderViewSchema) })),
          ...refusals(401, 403),
        },
      }),
      admin,
      async (c) => c.json({ providers: await listProvidersForAdmin(db) }),
    )
    .post(
      '/admin/realty-providers',
      describeRoute({
        tags,
        summary: 'Add a realty provider',
        responses: {
          201: jsonBody('The provider added', ProviderBodySchema),
          ...refusals(400, 401, 403, 422),
        },
      }),
      admin,
      validate('json', CreateProviderSchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        const provider = await createProvider(db, storage, actorId, c.req.valid('json'));
        return c.json({ provider }, 201);
      },
    )
    .patch(
      '/admin/realty-providers/:id',
      describeRoute({
        tags,
        summary: "Edit a provider's name, description, logo, fee or whether it is active",
        responses: {
          200: jsonBody('The provider as saved', ProviderBodySchema),
          ...refusals(400, 401, 403, 404, 422),
        },
      }),
      admin,
      validate('json', UpdateProviderSchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        const input = c.req.valid('json');
        return c.json({ provider: await editProvider(db, storage, actorId, c.req.param('id'), input) });
      },
    );
}
