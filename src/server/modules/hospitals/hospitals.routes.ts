import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { HospitalResultsViewSchema, HospitalSearchSchema } from '../../../domain/catalogue/hospitals';
import type { AppEnv } from '../../http/app-env';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { rateLimit, type RateLimitDeps } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import { searchHospitals } from './hospitals.repo';

/** The hospital finder's public search (issue 15, point 1; docs/decisions/040-hospital-finder.md). */
export function hospitalsRoutes(deps: RateLimitDeps) {
  return new Hono<AppEnv>().get(
    '/hospitals',
    describeRoute({
      tags: ['catalogue'],
      summary:
        "Every plan's hospitals, searched in the database by part of the name, state, town and tier; each once " +
        'with the plans that cover it and at which tier',
      responses: {
        200: jsonBody('The hospitals found, by name, at most 100', HospitalResultsViewSchema),
        ...refusals(400, 422, 429),
      },
    }),
    rateLimit(deps, 'hospital-search', async (_c, ip) => ({ ip })),
    validate('query', HospitalSearchSchema),
    async (c) => c.json(await searchHospitals(deps.db, c.req.valid('query'))),
  );
}
