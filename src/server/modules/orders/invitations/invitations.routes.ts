import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { InvitationViewSchema } from '../../../../domain/orders/beneficiary-invitation';
import type { Auth } from '../../../auth/auth';
import { requireConfirmedEmail, requireSession } from '../../../auth/guards';
import type { AppEnv } from '../../../http/app-env';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { rateLimit, type RateLimitDeps } from '../../../http/rate-limit.middleware';
import { invitationsOf, resendInvitation } from './invitations-sponsor.service';
import type { InvitationDeps } from './invitations.service';

const InvitationsBodySchema = z.object({ invitations: z.array(InvitationViewSchema) });

/** The sponsor's (and a trusted admin's) view of each person's invitation on an order, and re-sending a link. */
export function invitationsRoutes(deps: InvitationDeps & RateLimitDeps & { auth: Auth }) {
  // Per person and per account (docs/decisions/061).
  const limit = rateLimit(deps, 'invitation-resend', async (c) => ({
    item: c.req.param('beneficiaryId'),
    userId: c.get('session').user.id,
  }));
  return new Hono<AppEnv>()
    .get(
      '/orders/:id/invitations',
      describeRoute({
        tags: ['orders'],
        summary: "Each person's invitation: sent, expired, details confirmed, consent, chosen hospital",
        responses: { 200: jsonBody('The invitations', InvitationsBodySchema), ...refusals(401, 404) },
      }),
      requireSession(deps),
      async (c) => {
        const { user } = c.get('session');
        return c.json({ invitations: await invitationsOf(deps, user, c.req.param('id')) });
      },
    )
    .post(
      '/orders/:id/invitations/:beneficiaryId/resend',
      describeRoute({
        tags: ['orders'],
        summary:
          'Send a person a new link by mail and SMS; the old one stops working. Limited per person and per account a day',
        responses: {
          200: jsonBody('The invitations', InvitationsBodySchema),
          ...refusals(401, 404, 409, 429),
        },
      }),
      requireConfirmedEmail(deps),
      limit,
      async (c) => {
        const { user } = c.get('session');
        const { id, beneficiaryId } = c.req.param();
        return c.json({ invitations: await resendInvitation(deps, user, id, beneficiaryId) });
      },
    );
}
