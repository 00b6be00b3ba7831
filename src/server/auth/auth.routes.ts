import { Hono } from 'hono';
import type { Auth } from './auth';
import type { Db } from '../db/client';
import { AppError, ERROR_STATUS, type ErrorCode } from '../http/app-error';
import { throwIfDatabaseDown } from '../http/database-outage';
import type { RateLimitPolicy } from '../http/rate-limit.middleware';
import { authRateLimits } from './auth-rate-limits';
import { checkAuthInput } from './auth-input';
import { isRefusedValue } from '../db/sql-state';

interface AuthRouteDeps {
  db: Db;
  auth: Auth;
  trustProxy: boolean;
  authRateLimit: RateLimitPolicy;
}

/** The first code listed for each status: the general one (403 is 'forbidden', not 'two_factor_required'). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {};
for (const [code, status] of Object.entries(ERROR_STATUS)) CODE_BY_STATUS[status] ??= code as ErrorCode;

/** better-auth answers errors as { code, message }; the API's one error shape is { error: { code, message } }. */
async function toApiError(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: string } | null;
  const code = CODE_BY_STATUS[response.status] ?? (response.status >= 500 ? 'internal' : 'bad_request');
  const message = body?.message || response.statusText || 'Request failed';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(new AppError(code, message).toBody()), {
    status: response.status,
    headers,
  });
}

/**
 * better-auth's answer. What it cannot answer itself it throws (`onAPIError.throw`): a value the database refused
 * came from the request (a 400), anything else is a real fault, left to the app's error handler and its log.
 */
async function passThrough(auth: Auth, request: Request): Promise<Response> {
  try {
    return await auth.handler(request);
  } catch (error) {
    if (isRefusedValue(error))
      throw new AppError('bad_request', 'The request holds a value that cannot be stored');
    throw error;
  }
}

/** better-auth's endpoints (sign-in, sign-out, session, two-factor, password reset) under /api/auth. */
export function authRoutes(deps: AuthRouteDeps) {
  const limits = authRateLimits(deps);
  return new Hono()
    .post('/sign-in/*', limits.signIn)
    .post('/two-factor/*', limits.twoFactor)
    .post('/request-password-reset', limits.passwordReset)
    .post('/send-verification-email', limits.emailConfirmation)
    .post('/verify-password', limits.passwordCheck)
    .post('/change-password', limits.passwordCheck)
    .on(['GET', 'POST'], '/*', async (c) => {
      await checkAuthInput(c.req.raw);
      const response = await passThrough(deps.auth, c.req.raw);
      if (response.status >= 500) await throwIfDatabaseDown(deps.db);
      return response.status >= 400 ? toApiError(response) : response;
    });
}
