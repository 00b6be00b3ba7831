import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  PropertyFilterSchema,
  PropertyPageViewSchema,
  PropertySummaryViewSchema,
  PropertyViewSchema,
} from '../../../../domain/property/property';
import type { Auth } from '../../../auth/auth';
import { isTrustedAdmin } from '../../../auth/guards';
import { optionalSession } from '../../../auth/session';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { featuredProperty, getProperty, searchProperties } from './listings.service';

interface ListingsRouteDeps {
  db: Db;
  auth: Auth;
  applicationFeeRefundRule?: string;
}

/** The public list, the home page's featured card and a listing's own page. */
export function listingsRoutes({ db, auth, applicationFeeRefundRule }: ListingsRouteDeps) {
  return new Hono<AppEnv>()
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
    );
}
