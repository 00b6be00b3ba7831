import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { AdminSignInResultSchema, SignInSchema } from '../../../domain/accounts/signin.schema';
import { PARTNER_MESSAGES } from '../../../domain/partners/partner';
import {
  AcceptPartnerInvitationSchema,
  PartnerInvitationViewSchema,
} from '../../../domain/partners/partner-invitation';
import type { Auth } from '../../auth/auth';
import { signInRateLimit } from '../../auth/auth-rate-limits';
import { PARTNER_ROLE } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { rateLimit, type RateLimitPolicy } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import { staffSignIn, type StaffDoor } from '../accounts';
import type { MailOut } from '../notifications';
import { acceptPartnerInvitation, partnerInvitation } from './partner-invitations.service';

interface PartnerAuthDeps {
  db: Db;
  auth: Auth;
  mailOut: MailOut;
  trustProxy: boolean;
  authRateLimit: RateLimitPolicy;
}

/** The partner portal's door: the admins' sign-in with the partner role; partners chose a long password already. */
const PARTNER_DOOR: StaffDoor = {
  role: PARTNER_ROLE,
  accessDenied: PARTNER_MESSAGES.accessDenied,
  longPasswordRequired: false,
};

/** Signing in at /partner/login, and the invitation link's page and answer. */
export function partnerAuthRoutes(deps: PartnerAuthDeps) {
  // A guesser tries many tokens; a person opens the link and answers a few times.
  const linkLimit = rateLimit(deps, 'claim-link');
  return new Hono<AppEnv>()
    .post(
      '/partner/sign-in',
      describeRoute({
        tags: ['partners'],
        summary:
          "Partner sign-in for users of a partner organisation; `next` says whether the authenticator code ('verify') or two-factor setup ('setup') comes next",
        responses: {
          200: jsonBody('The password was right; `next` says what comes next', AdminSignInResultSchema),
          ...refusals(400, 401, 403, 422, 429),
        },
      }),
      signInRateLimit(deps),
      validate('json', SignInSchema),
      async (c) => {
        const { cookies, next } = await staffSignIn(
          deps,
          c.req.valid('json'),
          c.req.raw.headers,
          PARTNER_DOOR,
        );
        for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
        return c.json({ next });
      },
    )
    .get(
      '/partner-invitations/:token',
      describeRoute({
        tags: ['partners'],
        summary: 'What an invitation link is for; 404 once it has been used or has expired',
        responses: {
          200: jsonBody('The invitation', z.object({ invitation: PartnerInvitationViewSchema })),
          ...refusals(404, 429),
        },
      }),
      linkLimit,
      async (c) => c.json({ invitation: await partnerInvitation(deps.db, c.req.param('token')) }),
    )
    .post(
      '/partner-invitations/:token/accept',
      describeRoute({
        tags: ['partners'],
        summary:
          'Accept an invitation: opens the account with a name and a password of at least 12 characters; works once',
        responses: {
          201: jsonBody('The account is open; sign in at /partner/login', z.object({ email: z.string() })),
          ...refusals(400, 404, 409, 422, 429),
        },
      }),
      linkLimit,
      validate('json', AcceptPartnerInvitationSchema),
      async (c) => {
        const accepted = await acceptPartnerInvitation(deps, c.req.param('token'), c.req.valid('json'));
        return c.json(accepted, 201);
      },
    );
}
