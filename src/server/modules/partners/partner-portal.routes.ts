import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  InvitePartnerUserSchema,
  PartnerOrganisationViewSchema,
  PendingInvitationViewSchema,
} from '../../../domain/partners/partner';
import { requirePartnerOrAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/app-env';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { validate } from '../../http/validate';
import { viewerOf } from './partner-access';
import { invitePartnerUser, type InvitationDeps } from './partner-invitations.service';
import { partnerPeopleRoutes } from './partner-people.routes';
import { ownOrganisationId, partnerOrganisation } from './partners.service';

/**
 * The partner portal: a partner's own organisation, or any organisation for one of our admins acting for it.
 * Every route asks organisationFor (partner-access.ts), so another partner's record answers 404.
 */
export function partnerPortalRoutes(deps: InvitationDeps) {
  const { db } = deps;
  const portal = requirePartnerOrAdmin(deps);
  return new Hono<AppEnv>()
    .get(
      '/partner/me',
      describeRoute({
        tags: ['partners'],
        summary: "The signed-in partner's organisation id (null for an admin, who belongs to none)",
        responses: {
          200: jsonBody('Whose portal this is', z.object({ organisationId: z.string().nullable() })),
          ...refusals(401, 403),
        },
      }),
      portal,
      async (c) => c.json({ organisationId: await ownOrganisationId(db, c.get('session').user.id) }),
    )
    .get(
      '/partner/organisations/:id',
      describeRoute({
        tags: ['partners'],
        summary: "A partner organisation with its people and open invitations; 404 for anyone else's",
        responses: {
          200: jsonBody('The organisation', z.object({ organisation: PartnerOrganisationViewSchema })),
          ...refusals(401, 403, 404),
        },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        return c.json({ organisation: await partnerOrganisation(db, viewer, c.req.param('id')) });
      },
    )
    .post(
      '/partner/organisations/:id/invitations',
      describeRoute({
        tags: ['partners'],
        summary:
          'Invite a person to the organisation by e-mail (its managers, or an admin, audited as themselves); the link works once, for 7 days',
        responses: {
          201: jsonBody('The invitation sent', z.object({ invitation: PendingInvitationViewSchema })),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      portal,
      validate('json', InvitePartnerUserSchema),
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        const invitation = await invitePartnerUser(deps, viewer, c.req.param('id'), c.req.valid('json'));
        return c.json({ invitation }, 201);
      },
    )
    .route('/', partnerPeopleRoutes(deps));
}
