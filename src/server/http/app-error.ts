import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';

export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  /** An admin who has not set up two-factor authentication yet. */
  two_factor_required: 403,
  /** An admin whose password is shorter than the admin minimum: they choose a new one first (decision 012). */
  password_change_required: 403,
  /** A customer whose e-mail address is not confirmed yet, before money moves or anyone is contacted (063). */
  email_not_verified: 403,
  /** A partner API key without the scope the route asks for (docs/decisions/081-partner-api-keys-and-webhooks.md). */
  insufficient_scope: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string>;

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The API's one error body, as `onError` writes it; the OpenAPI document shows it for every refusal. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      /** One message per invalid field, keyed by its dotted path, for the form to show beside it. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The one error type routes and services throw; `onError` turns it into the API's error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}
