import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import {
  DeletionConfirmSchema,
  DeletionRequestSchema,
  DeletionRequestReceivedSchema,
  DeletionConfirmedSchema,
  OwnDeletionRequestBodySchema,
} from '../../../domain/accounts/deletion.schema';
import { requireSession } from '../../auth/guards';
import type { Auth } from '../../auth/auth';
import { optionalSession } from '../../auth/session';
import type { AppEnv } from '../../http/app-env';
import { bodyEmail, rateLimit, type RateLimitDeps } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import type { MailOut } from '../notifications';
import { confirmDeletion, requestDeletion } from './account-deletion.service';
import { ownDeletionRequest, withdrawDeletionRequest } from './withdraw-deletion.service';

interface AccountDeletionRouteDeps extends RateLimitDeps {
  auth: Auth;
  mailOut: MailOut;
}

/** The session when there is one; signed out is an ordinary answer here. */
type MaybeSession = AppEnv['Variables']['session'] | undefined;

export function accountDeletionRoutes(deps: AccountDeletionRouteDeps) {
  const loadSession = createMiddleware<AppEnv>(async (c, next) => {
    const session = await optionalSession(deps, c);
    if (session) c.set('session', session);
    await next();
  });
  // Signed in, per user; signed out, per address and per email, since each such request mails that address.
  const limit = rateLimit(deps, 'deletion-request', async (c, ip) => {
    const session = c.var.session as MaybeSession;
    if (session) return { userId: session.user.id };
    return { ip, email: await bodyEmail(c) };
  });
  return new Hono<AppEnv>()
    .post(
      '/deletion-requests',
      describeRoute({
        tags: ['accounts'],
        summary: 'Ask for an account to be deleted: signed in it is confirmed; signed out, a link is mailed',
        responses: {
          201: jsonBody(
            'The request is recorded; signed out, a confirmation link is mailed',
            DeletionRequestReceivedSchema,
          ),
          ...refusals(400, 422, 429),
        },
      }),
      loadSession,
      limit,
      validate('json', DeletionRequestSchema),
      async (c) => {
        const userId = (c.var.session as MaybeSession)?.user.id ?? null;
        const created = await requestDeletion({ db: deps.db, ...deps.mailOut }, userId, c.req.valid('json'));
        return c.json(created, 201);
      },
    )
    .post(
      '/deletion-requests/confirm',
      describeRoute({
        tags: ['accounts'],
        summary: 'Confirm a signed-out deletion request with its mailed token',
        responses: {
          200: jsonBody("The request joins the admins' queue", DeletionConfirmedSchema),
          ...refusals(400, 404, 422),
        },
      }),
      validate('json', DeletionConfirmSchema),
      async (c) => c.json(await confirmDeletion(deps.db, c.req.valid('json').token)),
    )
    .get(
      '/deletion-requests/mine',
      describeRoute({
        tags: ['accounts'],
        summary: "The signed-in user's own deletion request: pending, else the last withdrawn, else none",
        responses: {
          200: jsonBody('The request the profile shows, or null', OwnDeletionRequestBodySchema),
          ...refusals(401),
        },
      }),
      requireSession(deps),
      async (c) => c.json({ request: await ownDeletionRequest(deps.db, c.get('session').user) }),
    )
    .post(
      '/deletion-requests/:id/withdraw',
      describeRoute({
        tags: ['accounts'],
        summary: "Withdraw one's own pending deletion request (and any other pending one); again, no change",
        responses: {
          200: jsonBody('The request, withdrawn', OwnDeletionRequestBodySchema),
          ...refusals(401, 404, 409),
        },
      }),
      requireSession(deps),
      async (c) => {
        const owner = c.get('session').user;
        return c.json({ request: await withdrawDeletionRequest(deps.db, owner, c.req.param('id')) });
      },
    );
}
