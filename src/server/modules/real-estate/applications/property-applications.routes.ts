import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  PROPERTY_APPLICATION_MESSAGES,
  PropertyApplicationSchema,
  PropertyApplicationViewSchema,
} from '../../../../domain/property/property-application.schema';
import { ApplicationSummaryViewSchema } from '../../../../domain/applications/application-view';
import {
  PropertyApplicationDetailViewSchema,
  PropertyApplicationsQuerySchema,
} from '../../../../domain/property/property-application-detail';
import type { Auth } from '../../../auth/auth';
import { requireConfirmedEmail, requireSession } from '../../../auth/guards';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { applyForProperty, getApplicationFor, listApplicationsOf } from './property-applications.service';

/** Applying for a listing, and the signed-in user's own applications. */
export function propertyApplicationsRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return new Hono<AppEnv>()
    .post(
      '/property-applications',
      describeRoute({
        tags: ['real estate'],
        summary: "Apply for a listing; the provider's fee is due by bank transfer with the reference",
        responses: {
          201: jsonBody('The application made', z.object({ application: PropertyApplicationViewSchema })),
          ...refusals(400, 401, 404, 409, 422),
        },
      }),
      requireConfirmedEmail({ auth, db }, PROPERTY_APPLICATION_MESSAGES.signedOut),
      validate('json', PropertyApplicationSchema),
      async (c) => {
        const application = await applyForProperty(db, c.get('session').user.id, c.req.valid('json'));
        return c.json({ application }, 201);
      },
    )
    .get(
      '/property-applications',
      describeRoute({
        tags: ['real estate'],
        summary:
          "The signed-in user's property applications, newest first; with propertyId, only those for that listing",
        responses: {
          200: jsonBody(
            'The applications',
            z.object({ applications: z.array(ApplicationSummaryViewSchema) }),
          ),
          ...refusals(400, 401, 422),
        },
      }),
      requireSession({ auth, db }),
      validate('query', PropertyApplicationsQuerySchema),
      async (c) => {
        const { propertyId } = c.req.valid('query');
        return c.json({ applications: await listApplicationsOf(db, c.get('session').user.id, propertyId) });
      },
    )
    .get(
      '/property-applications/:id',
      describeRoute({
        tags: ['real estate'],
        summary:
          "One of the signed-in user's property applications with its status history; 404 for anyone else's",
        responses: {
          200: jsonBody('The application', z.object({ application: PropertyApplicationDetailViewSchema })),
          ...refusals(401, 404),
        },
      }),
      requireSession({ auth, db }),
      async (c) => {
        const application = await getApplicationFor(db, c.get('session').user, c.req.param('id'));
        return c.json({ application });
      },
    );
}
