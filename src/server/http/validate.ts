import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error';

interface Issue {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

/** First message per field, keyed by the dotted path, so the web can put each on its form field. */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = (issue.path ?? [])
      .map((part) => String(typeof part === 'object' ? part.key : part))
      .join('.');
    fields[key || '_'] ??= issue.message;
  }
  return fields;
}

function refuseInvalid(result: { success: boolean; error?: unknown }) {
  if (!result.success) {
    const issues = result.error as readonly Issue[];
    throw new AppError('validation_failed', issues[0]?.message ?? 'Invalid input', fieldErrors(issues));
  }
}

/** The parts of a request that come from its URL, as Hono's validator reads them. */
const FROM_URL: Partial<Record<keyof ValidationTargets, (c: Context) => unknown>> = {
  query: (c) =>
    Object.fromEntries(
      Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
    ),
  param: (c) => c.req.param(),
};

/**
 * zod validation for a request part, also registered in the OpenAPI document. Failures become a 422
 * whose message is the first issue's, so a form can show the spec's message as it is.
 *
 * The query and the path parameters are validated here rather than by Hono's validator, which reads the
 * Content-Type header first whatever the part: under @hono/node-server that builds the request's whole fetch
 * Request, on every validated GET (request-header.ts). The OpenAPI metadata and the types are the validator's.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const documented = validator(target, schema, refuseInvalid);
  const read = FROM_URL[target];
  if (!read) return documented;
  const validateUrlPart: MiddlewareHandler = async (c, next) => {
    const result = schema.safeParse(read(c));
    refuseInvalid({ success: result.success, error: result.error?.issues });
    c.req.addValidatedData(target, result.data as never);
    await next();
  };
  return Object.assign(validateUrlPart, documented) as typeof documented;
}
