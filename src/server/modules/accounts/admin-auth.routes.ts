import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { AdminSignInSchema, AdminSignInResultSchema } from '../../../domain/accounts/signin.schema';
import type { Auth } from '../../auth/auth';
import { signInRateLimit } from '../../auth/auth-rate-limits';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import type { RateLimitPolicy } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { adminSignIn } from './admin-auth.service';
import { adminPasswordRoutes } from './admin-password.routes';

interface AdminAuthDeps {
  db: Db;
  auth: Auth;
  trustProxy: boolean;
  authRateLimit: RateLimitPolicy;
}

export function adminAuthRoutes(deps: AdminAuthDeps) {
  return new Hono<AppEnv>()
    .post(
      '/admin/sign-in',
      describeRoute({
        tags: ['admin'],
        summary:
          "Admin sign-in for users with the admin role; `next` says whether the authenticator code ('verify'), a longer password ('change-password') or two-factor setup ('setup') comes next",
        responses: {
          200: jsonBody('The password was right; `next` says what comes next', AdminSignInResultSchema),
          ...refusals(400, 401, 403, 422, 429),
        },
      }),
      signInRateLimit(deps),
      validate('json', AdminSignInSchema),
      async (c) => {
        const { cookies, next } = await adminSignIn(deps, c.req.valid('json'), c.req.raw.headers);
        for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
        return c.json({ next });
      },
    )
    .route('/', adminPasswordRoutes(deps));
}
