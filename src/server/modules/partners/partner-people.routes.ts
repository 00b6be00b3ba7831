import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePartnerOrAdmin } from '../../auth/guards';
import type { SessionDeps } from '../../auth/session';
import type { AppEnv } from '../../http/app-env';
import { refusals } from '../../http/openapi-responses';
import { viewerOf } from './partner-access';
import { removePartnerMember, withdrawPartnerInvitation } from './partner-people.service';

/** A manager (or an admin acting for the partner) takes a person out, or withdraws an invitation not used yet. */
export function partnerPeopleRoutes(deps: SessionDeps) {
  const { db } = deps;
  const portal = requirePartnerOrAdmin(deps);
  return new Hono<AppEnv>()
    .delete(
      '/partner/organisations/:id/members/:memberId',
      describeRoute({
        tags: ['partners'],
        summary:
          'Remove a person from the organisation: they cannot sign in again and their sessions end; never the last manager',
        responses: { 204: { description: 'Removed' }, ...refusals(401, 403, 404, 409) },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        await removePartnerMember(db, viewer, c.req.param('id'), c.req.param('memberId'));
        return c.body(null, 204);
      },
    )
    .delete(
      '/partner/organisations/:id/invitations/:invitationId',
      describeRoute({
        tags: ['partners'],
        summary: 'Withdraw an invitation not used yet; its link then opens nothing',
        responses: { 204: { description: 'Withdrawn' }, ...refusals(401, 403, 404) },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        await withdrawPartnerInvitation(db, viewer, c.req.param('id'), c.req.param('invitationId'));
        return c.body(null, 204);
      },
    );
}
