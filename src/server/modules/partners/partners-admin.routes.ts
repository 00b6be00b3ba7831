import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  CatalogueEntrySchema,
  CreatePartnerSchema,
  PartnerSummaryViewSchema,
} from '../../../domain/partners/partner';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/app-env';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { validate } from '../../http/validate';
import type { AdminDeps } from '../../module-deps';
import { partnerCatalogue } from './partner-catalogue.service';
import { createPartnerOrganisation, listPartnerOrganisations } from './partners.service';

/** The console's partner organisations: the catalogue to make them from, the list, and making one. */
export function partnersAdminRoutes(deps: AdminDeps) {
  const { db } = deps;
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .get(
      '/admin/partner-catalogue',
      describeRoute({
        tags: ['admin'],
        summary:
          'The health providers, realty providers and funeral underwriters of the catalogue, each with its partner organisation if made',
        responses: {
          200: jsonBody('The catalogue', z.object({ entries: z.array(CatalogueEntrySchema) })),
          ...refusals(401, 403),
        },
      }),
      admin,
      async (c) => c.json({ entries: await partnerCatalogue(db) }),
    )
    .get(
      '/admin/partners',
      describeRoute({
        tags: ['admin'],
        summary: 'Every partner organisation, by name, with how many people it has',
        responses: {
          200: jsonBody('The organisations', z.object({ organisations: z.array(PartnerSummaryViewSchema) })),
          ...refusals(401, 403),
        },
      }),
      admin,
      async (c) => c.json({ organisations: await listPartnerOrganisations(db) }),
    )
    .post(
      '/admin/partners',
      describeRoute({
        tags: ['admin'],
        summary: 'Make the partner organisation of a catalogue entry (one per entry; audited)',
        responses: {
          201: jsonBody('The organisation made', z.object({ organisation: PartnerSummaryViewSchema })),
          ...refusals(400, 401, 403, 409, 422),
        },
      }),
      admin,
      validate('json', CreatePartnerSchema),
      async (c) => {
        const organisation = await createPartnerOrganisation(
          db,
          c.get('session').user.id,
          c.req.valid('json'),
        );
        return c.json({ organisation }, 201);
      },
    );
}
