import type { DescribeRouteOptions } from 'hono-openapi';
import { resolver } from 'hono-openapi';
import type { z } from 'zod';
import { ErrorBodySchema } from './app-error';

/**
 * The responses a route documents in `describeRoute` (decision 026): its success bodies from the domain's zod
 * schemas, and the error statuses it can answer in the one error shape. All of it is metadata read when the
 * OpenAPI document is first built; nothing here runs on a request, and no answer is validated in production.
 */
export type Responses = NonNullable<DescribeRouteOptions['responses']>;
type Response = Responses[string];

// A response is what the server writes: zod's output side (defaults filled in, what a transform returns).
const AS_WRITTEN = { options: { io: 'output' } };

/** A JSON body the route answers, documented by its zod schema. */
export function jsonBody(description: string, schema: z.ZodType): Response {
  return { description, content: { 'application/json': { schema: resolver(schema, AS_WRITTEN) } } };
}

/** A body that is not JSON (a page, a picture), of this media type. */
export function fileBody(description: string, mediaType: string): Response {
  return { description, content: { [mediaType]: { schema: { type: 'string' } } } };
}

/** A redirect; the browser goes on to `Location`. */
export function seeOther(description: string): Response {
  return {
    description,
    headers: { Location: { schema: { type: 'string' }, description: 'Where to go next' } },
  };
}

/**
 * Each refusal's shared response in the document (`components.responses`), and what it means in general: its
 * `message` says the particular reason, in the words a screen shows.
 */
const REFUSALS = {
  400: ['BadRequest', 'Bad request: a body that is not JSON, or a cursor this API did not give out'],
  401: ['Unauthenticated', 'Not signed in, or the admin session has expired'],
  403: ['Forbidden', 'Refused: not allowed for this account, or a change sent from another site'],
  404: ['NotFound', 'Not found'],
  409: ['Conflict', 'Conflicts with the current state (the message says how)'],
  413: ['PayloadTooLarge', 'The body is too large'],
  422: ['ValidationFailed', 'Invalid input: `message` is the first problem, `fields` one message per field'],
  429: ['RateLimited', 'Too many requests'],
  503: ['Unavailable', 'A service the request needs is unavailable: the database, or the card provider'],
} as const;
export type RefusalStatus = keyof typeof REFUSALS;

/** The refusals that tell the client when to try again. */
const RETRY_AFTER = new Set<RefusalStatus>([429, 503]);

function refusal(status: RefusalStatus): Response {
  const response = jsonBody(REFUSALS[status][1], ErrorBodySchema);
  if (!RETRY_AFTER.has(status)) return response;
  const header = { schema: { type: 'integer' as const }, description: 'Seconds to wait before trying again' };
  return { ...response, headers: { 'Retry-After': header } };
}

/** Every refusal as a named response with the API's one error body (AppError), for `components.responses`. */
export function refusalComponents(): Responses {
  const statuses = Object.keys(REFUSALS).map(Number) as RefusalStatus[];
  return Object.fromEntries(statuses.map((status) => [REFUSALS[status][0], refusal(status)]));
}

/** The error responses a route can answer, each a reference to its shared response. */
export function refusals(...statuses: RefusalStatus[]): Responses {
  return Object.fromEntries(
    statuses.map((status) => [status, { $ref: `#/components/responses/${REFUSALS[status][0]}` }]),
  );
}
