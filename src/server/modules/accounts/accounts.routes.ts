import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ProfileUpdateSchema } from '../../../domain/accounts/profile.schema';
import { SignUpSchema } from '../../../domain/accounts/signup.schema';
import { MeSchema, SessionViewSchema } from '../../../domain/accounts/me';
import { SignedUpSchema } from '../../../domain/accounts/signup.schema';
import type { Auth } from '../../auth/auth';
import { requireAnySession, requireSession } from '../../auth/guards';
import { optionalSession } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import type { RateLimitPolicy } from '../../http/rate-limit.middleware';
import { rateLimit } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { getMe, signUp, updateMyProfile } from './accounts.service';

interface AccountsRouteDeps {
  db: Db;
  auth: Auth;
  trustProxy: boolean;
  authRateLimit: RateLimitPolicy;
}

export function accountsRoutes(deps: AccountsRouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/accounts',
      describeRoute({
        tags: ['accounts'],
        summary: 'Sign up: create the user, its profile and a session',
        responses: {
          201: jsonBody('Signed up and signed in (the session cookie is set)', SignedUpSchema),
          ...refusals(400, 409, 422, 429),
        },
      }),
      rateLimit(deps, 'sign-up'),
      validate('json', SignUpSchema),
      async (c) => {
        const { userId, cookies } = await signUp(deps, c.req.valid('json'), c.req.raw.headers);
        for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
        return c.json({ userId }, 201);
      },
    )
    .get(
      '/me',
      describeRoute({
        tags: ['accounts'],
        summary: 'The signed-in user with their profile',
        responses: { 200: jsonBody('The signed-in user', MeSchema), ...refusals(401) },
      }),
      requireAnySession(deps),
      async (c) => c.json(await getMe(deps, c.get('session'))),
    )
    .get(
      '/session',
      describeRoute({
        tags: ['accounts'],
        summary: 'Who is signed in: the same body as /me, or null for a visitor (never 401)',
        responses: { 200: jsonBody('The signed-in user, or null', SessionViewSchema) },
      }),
      // Every page's navigation asks this; a visitor is an ordinary answer, not an error for the console.
      async (c) => {
        const session = await optionalSession(deps, c);
        return c.json({ me: session ? await getMe(deps, session) : null });
      },
    )
    .patch(
      '/me/profile',
      describeRoute({
        tags: ['accounts'],
        summary: "Edit the signed-in user's phone, country and currency",
        responses: {
          200: jsonBody('The signed-in user with the new profile', MeSchema),
          ...refusals(400, 401, 404, 422),
        },
      }),
      requireSession(deps),
      validate('json', ProfileUpdateSchema),
      async (c) => c.json(await updateMyProfile(deps, c.get('session'), c.req.valid('json'))),
    );
}
