import type { ValidationTargets } from 'hono';
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

/**
 * zod validation for a request part, also registered in the OpenAPI document. Failures become a 422
 * whose message is the first issue's, so a form can show the spec's message as it is.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error as readonly Issue[];
      throw new AppError('validation_failed', issues[0]?.message ?? 'Invalid input', fieldErrors(issues));
    }
  });
}
