import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { SUPPORT_MESSAGES, SupportRequestSchema } from '../../../domain/support/support-request.schema';
import { SupportRequestReceivedSchema } from '../../../domain/support/support-request.schema';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { rateLimit, type RateLimitDeps } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { submitSupportRequest } from './support.service';

interface SupportRouteDeps extends RateLimitDeps {
  db: Db;
  auth: Auth;
}

export function supportRoutes(deps: SupportRouteDeps) {
  return new Hono<AppEnv>().post(
    '/support-requests',
    describeRoute({
      tags: ['support'],
      summary: 'Contact Support: send a request to the support inbox',
      responses: {
        201: jsonBody('The request reached the support inbox', SupportRequestReceivedSchema),
        ...refusals(400, 401, 422, 429),
      },
    }),
    // The session is checked before the form, as the spec's screen does: signed out, the message says so.
    requireSession(deps, SUPPORT_MESSAGES.signedOut),
    validate('json', SupportRequestSchema),
    // After validation, so only requests that reach the inbox count: 5 per 10 minutes per user.
    rateLimit(deps, 'support', async (c) => ({ userId: c.get('session').user.id })),
    async (c) => {
      const { id } = await submitSupportRequest(deps.db, c.get('session').user.id, c.req.valid('json'));
      return c.json({ id }, 201);
    },
  );
}
