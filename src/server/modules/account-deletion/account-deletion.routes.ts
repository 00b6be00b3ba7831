import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { DeletionRequestSchema } from '../../../domain/accounts/deletion.schema';
import type { Auth } from '../../auth/auth';
import { optionalSession } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { rateLimit, type RateLimitPolicy } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import { requestDeletion } from './account-deletion.service';

interface AccountDeletionRouteDeps {
  db: Db;
  auth: Auth;
  trustProxy: boolean;
  authRateLimit: RateLimitPolicy;
}

export function accountDeletionRoutes(deps: AccountDeletionRouteDeps) {
  return new Hono<AppEnv>().post(
    '/deletion-requests',
    describeRoute({ tags: ['accounts'], summary: 'Ask for an account to be deleted (signed in or not)' }),
    // Anyone may write here without an account, so it is limited like sign-in.
    rateLimit({ db: deps.db, scope: 'deletion-request', trustProxy: deps.trustProxy, ...deps.authRateLimit }),
    validate('json', DeletionRequestSchema),
    async (c) => {
      const session = await optionalSession(deps, c.req.raw.headers);
      const created = await requestDeletion(deps.db, session?.user.id ?? null, c.req.valid('json'));
      return c.json(created, 201);
    },
  );
}
