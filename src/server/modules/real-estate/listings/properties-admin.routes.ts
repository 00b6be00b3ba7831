import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  AdminPropertyQuerySchema,
  CreatePropertySchema,
  PublicationSchema,
  UpdatePropertySchema,
  VerificationSchema,
  AdminPropertyDetailSchema,
  AdminPropertyRowSchema,
} from '../../../../domain/property/property-admin';
import { adminPageSchema } from '../../../../domain/admin-page.schema';
import { requireAdmin } from '../../../auth/guards';
import type { AdminDeps } from '../../../module-deps';
import type { AppEnv } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import type { PhotoStorage } from '../../../storage/photo-storage';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import {
  adminPropertiesPage,
  adminPropertyDetail,
  createProperty,
  editProperty,
} from './properties-admin.service';
import { setPropertyFlag } from './property-flags.service';

const PropertyBodySchema = z.object({ property: AdminPropertyDetailSchema });

const tags = ['admin'];

export function adminPropertiesRoutes(deps: AdminDeps, storage: PhotoStorage) {
  const { db } = deps;
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .get(
      '/admin/properties',
      describeRoute({
        tags,
        summary:
          'Every listing, published or not, newest first; search by title or location, filter by state',
        responses: {
          200: jsonBody('One page of listings', adminPageSchema(AdminPropertyRowSchema)),
          ...refusals(400, 401, 403, 422),
        },
      }),
      admin,
      validate('query', AdminPropertyQuerySchema),
      async (c) => c.json(await adminPropertiesPage(db, c.req.valid('query'))),
    )
    .post(
      '/admin/properties',
      describeRoute({
        tags,
        summary: 'Create a listing; it starts unpublished and unverified',
        responses: {
          201: jsonBody('The listing created', PropertyBodySchema),
          ...refusals(400, 401, 403, 422),
        },
      }),
      admin,
      validate('json', CreatePropertySchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        const property = await createProperty(db, storage, actorId, c.req.valid('json'));
        return c.json({ property }, 201);
      },
    )
    .get(
      '/admin/properties/:id',
      describeRoute({
        tags,
        summary: 'One listing with everything the edit form shows',
        responses: { 200: jsonBody('The listing', PropertyBodySchema), ...refusals(401, 403, 404) },
      }),
      admin,
      async (c) => c.json({ property: await adminPropertyDetail(db, c.req.param('id')) }),
    )
    .patch(
      '/admin/properties/:id',
      describeRoute({
        tags,
        summary: "Edit a listing's fields; photos in order, the first is the main image",
        responses: {
          200: jsonBody('The listing as saved', PropertyBodySchema),
          ...refusals(400, 401, 403, 404, 422),
        },
      }),
      admin,
      validate('json', UpdatePropertySchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        const input = c.req.valid('json');
        return c.json({ property: await editProperty(db, storage, actorId, c.req.param('id'), input) });
      },
    )
    .put(
      '/admin/properties/:id/published',
      describeRoute({
        tags,
        summary: 'Publish (needs a photo) or unpublish a listing',
        responses: {
          200: jsonBody('The listing as saved', PropertyBodySchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      admin,
      validate('json', PublicationSchema),
      async (c) => {
        const { published } = c.req.valid('json');
        const actorId = c.get('session').user.id;
        const id = c.req.param('id');
        return c.json({ property: await setPropertyFlag(db, actorId, id, 'published', published) });
      },
    )
    .put(
      '/admin/properties/:id/verified',
      describeRoute({
        tags,
        summary: 'Mark a listing verified, or remove the mark',
        responses: {
          200: jsonBody('The listing as saved', PropertyBodySchema),
          ...refusals(400, 401, 403, 404, 422),
        },
      }),
      admin,
      validate('json', VerificationSchema),
      async (c) => {
        const { verified } = c.req.valid('json');
        const actorId = c.get('session').user.id;
        const id = c.req.param('id');
        return c.json({ property: await setPropertyFlag(db, actorId, id, 'verified', verified) });
      },
    );
}
