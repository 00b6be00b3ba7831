import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { ViewingRequestSchema, ViewingViewSchema } from '../../../../domain/property/viewing';
import type { Auth } from '../../../auth/auth';
import { requireConfirmedEmail } from '../../../auth/guards';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { requestViewing } from './viewings.service';

export function viewingsRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return new Hono<AppEnv>().post(
    '/property-applications/:id/viewing',
    describeRoute({
      tags: ['real estate'],
      summary:
        'Ask for a viewing of the listing from my pending application: in person by someone named, or by video call, on up to three future dates',
      responses: {
        201: jsonBody('The viewing asked for', z.object({ viewing: ViewingViewSchema })),
        ...refusals(400, 401, 404, 409, 422),
      },
    }),
    requireConfirmedEmail({ auth, db }),
    validate('json', ViewingRequestSchema),
    async (c) => {
      const userId = c.get('session').user.id;
      const viewing = await requestViewing(db, userId, c.req.param('id'), c.req.valid('json'), new Date());
      return c.json({ viewing }, 201);
    },
  );
}
