import type { Hono } from 'hono';
import { openAPIRouteHandler, type AllowedMethods, type DescribeRouteOptions } from 'hono-openapi';
import type { AppEnv } from './app-env';
import { refusalComponents, refusals } from './openapi-responses';
import { API_BASE } from './platform-paths';

// Answers every route can give whatever it does: the database being down (database-outage.ts), and for a change,
// a request from another site (origin-check.ts) or a body over the limit (api-request-guards.ts).
const ANY_ROUTE = refusals(503);
const CHANGE = { responses: { ...ANY_ROUTE, ...refusals(403, 413) } };
const API_WIDE: Partial<Record<AllowedMethods, DescribeRouteOptions>> = {
  GET: { responses: ANY_ROUTE },
  POST: CHANGE,
  PUT: CHANGE,
  PATCH: CHANGE,
  DELETE: CHANGE,
};

/**
 * The OpenAPI document of the API's routes, built from their `describeRoute` and `validate()` metadata when it is
 * first asked for, then kept. hono-openapi's own 400 for validated routes is off: it shows a body this API never
 * sends (validation fails with a 422 in the one error shape, which each route documents).
 */
export function openApiDocument(api: Hono<AppEnv>) {
  return openAPIRouteHandler(api, {
    documentation: {
      info: { title: 'Diaspora Hub API', version: '1.0.0' },
      servers: [{ url: API_BASE }],
      components: {
        responses: refusalComponents(),
        securitySchemes: {
          partnerApiKey: {
            type: 'http',
            scheme: 'bearer',
            description: "A partner organisation's API key, `dhp_<id>_<secret>`, made in the partner portal",
          },
        },
      },
    },
    defaultOptions: API_WIDE,
    defaultValidationErrorResponse: false,
  });
}
