import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  PropertyFilterSchema,
  RealtyProviderViewSchema,
  PropertyPageViewSchema,
  PropertySummaryViewSchema,
  PropertyViewSchema,
} from '../../../../domain/property/property';
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
import { isTrustedAdmin, requireConfirmedEmail, requireSession } from '../../../auth/guards';
import { optionalSession } from '../../../auth/session';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { validate } from '../../../http/validate';
import { fileBody, jsonBody, refusals } from '../../../http/openapi-responses';
import { ViewingRequestSchema, ViewingViewSchema } from '../../../../domain/property/viewing';
import {
  applyForProperty,
  getApplicationFor,
  listApplicationsOf,
} from '../applications/property-applications.service';
import { requestViewing } from '../applications/viewings.service';
import { featuredProperty, getProperty, listProviders, searchProperties } from './listings.service';
import { sampleSvg } from '../sample-art';

interface RealEstateRouteDeps {
  db: Db;
  auth: Auth;
  applicationFeeRefundRule?: string;
}

export function realEstateRoutes({ db, auth, applicationFeeRefundRule }: RealEstateRouteDeps) {
  return new Hono<AppEnv>()
    .get(
      '/realty-providers',
      describeRoute({
        tags: ['real estate'],
        summary: 'The active realty providers with their application fee',
        responses: {
          200: jsonBody('The providers', z.object({ providers: z.array(RealtyProviderViewSchema) })),
        },
      }),
      async (c) => c.json({ providers: await listProviders(db) }),
    )
    .get(
      '/properties',
      describeRoute({
        tags: ['real estate'],
        summary: 'Published listings, filtered and searched in the database, newest first, by keyset cursor',
        responses: { 200: jsonBody('One page of listings', PropertyPageViewSchema), ...refusals(400, 422) },
      }),
      validate('query', PropertyFilterSchema),
      async (c) => c.json(await searchProperties(db, c.req.valid('query'))),
    )
    .get(
      '/properties/featured',
      describeRoute({
        tags: ['real estate'],
        summary: 'The newest published listing, or null',
        responses: {
          200: jsonBody(
            'The newest listing, or null when none is published',
            z.object({ property: PropertySummaryViewSchema.nullable() }),
          ),
        },
      }),
      async (c) => c.json({ property: await featuredProperty(db) }),
    )
    .get(
      '/properties/:id',
      describeRoute({
        tags: ['real estate'],
        summary: 'One listing with photos and provider',
        responses: {
          200: jsonBody('The listing', z.object({ property: PropertyViewSchema })),
          ...refusals(404),
        },
      }),
      async (c) => {
        const session = await optionalSession({ auth, db }, c);
        // Unpublished listings are for trusted admins only (two-factor on); anyone else gets a 404.
        const isAdmin = session ? isTrustedAdmin(session.user) : false;
        const property = await getProperty(db, c.req.param('id'), isAdmin, applicationFeeRefundRule);
        return c.json({ property });
      },
    )
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
    )
    .post(
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
    )
    .get(
      '/media/sample/:file',
      describeRoute({
        tags: ['media'],
        summary: 'A sample listing photo or provider logo, drawn as SVG',
        responses: { 200: fileBody('The drawing', 'image/svg+xml'), ...refusals(404) },
      }),
      (c) => {
        const file = c.req.param('file');
        const svg = file.endsWith('.svg') ? sampleSvg(file.slice(0, -'.svg'.length)) : undefined;
        if (!svg) throw new AppError('not_found', 'Not found');
        return c.body(svg, 200, {
          'content-type': 'image/svg+xml; charset=utf-8',
          // A name always draws the same picture.
          'cache-control': 'public, max-age=31536000, immutable',
        });
      },
    );
}
