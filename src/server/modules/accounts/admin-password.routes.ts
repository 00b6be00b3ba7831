import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AdminPasswordChangeSchema,
  AdminPasswordChangedSchema,
} from '../../../domain/accounts/password-rules';
import type { Auth } from '../../auth/auth';
import { requireAdminAccount } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { rateLimit, type RateLimitPolicy } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { changeAdminPassword } from './admin-password.service';

interface AdminPasswordDeps {
  db: Db;
  auth: Auth;
  trustProxy: boolean;
  authRateLimit: RateLimitPolicy;
}

export function adminPasswordRoutes(deps: AdminPasswordDeps) {
  return new Hono<AppEnv>().post(
    '/admin/password',
    describeRoute({
      tags: ['admin'],
      summary:
        'An admin replaces their password with one of at least 12 characters, as the console asks when theirs is shorter; other sessions are signed out',
      responses: {
        200: jsonBody('The new password is set', AdminPasswordChangedSchema),
        ...refusals(400, 401, 403, 422, 429),
      },
    }),
    requireAdminAccount(deps),
    // Checks the current password: limited like every other password check.
    rateLimit(deps, 'password-check'),
    validate('json', AdminPasswordChangeSchema),
    async (c) => {
      const { user } = c.get('session');
      const cookies = await changeAdminPassword(deps, user.id, c.req.valid('json'), c.req.raw.headers);
      for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true });
    },
  );
}
