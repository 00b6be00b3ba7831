import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  UnderwriterClaimDetailSchema,
  UnderwriterClaimRowSchema,
  UnderwriterClaimStepSchema,
} from '../../../../domain/funeral/underwriter-claims';
import { requirePartnerOrAdmin } from '../../../auth/guards';
import type { AppEnv } from '../../../http/app-env';
import { fileBody, jsonBody, refusals } from '../../../http/openapi-responses';
import { validate } from '../../../http/validate';
import {
  claimDocumentResponse,
  settleUnderwriterClaim,
  underwriterClaimDetail,
  underwriterClaimDocument,
  underwriterClaims,
} from '../../funeral';
import type { InvitationDeps } from '../partner-invitations.service';
import { viewerOf } from '../partner-access';
import { stepBy, underwriterFor } from './underwriter-access';

const claimsPath = (organisationId: string) =>
  `/api/partner/organisations/${encodeURIComponent(organisationId)}/claims`;

/** Where the underwriter opens a claim's document: its own route, behind the same two checks. */
export const underwriterDocumentPath = (organisationId: string) => (claimId: string) =>
  `${claimsPath(organisationId)}/${encodeURIComponent(claimId)}/document`;

/**
 * A funeral underwriter's claims (issue 33, point 5). Every route asks underwriterFor (organisationFor, then the
 * kind) and then that the claim is on one of its plans: anything else is the same 404.
 */
export function underwriterClaimsRoutes(deps: InvitationDeps) {
  const { db } = deps;
  const portal = requirePartnerOrAdmin(deps);
  const claimDeps = { db, mail: deps.mailOut.mail, appUrl: deps.mailOut.appUrl };
  const access = (c: Context<AppEnv>, id: string) => underwriterFor(db, viewerOf(c.get('session').user), id);
  return new Hono<AppEnv>()
    .get(
      '/partner/organisations/:id/claims',
      describeRoute({
        tags: ['partners'],
        summary: "The funeral claims on an underwriter's plans, open ones first; 404 for anyone else's",
        responses: {
          200: jsonBody('The claims', z.object({ claims: z.array(UnderwriterClaimRowSchema) })),
          ...refusals(401, 403, 404),
        },
      }),
      portal,
      async (c) => {
        const { organisation } = await access(c, c.req.param('id'));
        return c.json({ claims: await underwriterClaims(db, organisation.catalogueRef) });
      },
    )
    .get(
      '/partner/organisations/:id/claims/:claimId',
      describeRoute({
        tags: ['partners'],
        summary:
          'One claim on the underwriter’s plans, with its payout account and the steps it may take next',
        responses: { 200: jsonBody('The claim', UnderwriterClaimDetailSchema), ...refusals(401, 403, 404) },
      }),
      portal,
      async (c) => {
        const id = c.req.param('id');
        const { organisation } = await access(c, id);
        const detail = await underwriterClaimDetail(
          db,
          organisation.catalogueRef,
          c.req.param('claimId'),
          underwriterDocumentPath(organisation.id),
        );
        return c.json(detail);
      },
    )
    .get(
      '/partner/organisations/:id/claims/:claimId/document',
      describeRoute({
        tags: ['partners'],
        summary: 'The death certificate or burial permit of a claim on the underwriter’s plans',
        responses: {
          200: fileBody('The document', 'application/pdf'),
          ...refusals(401, 403, 404),
        },
      }),
      portal,
      async (c) => {
        const { organisation } = await access(c, c.req.param('id'));
        const { document, reference } = await underwriterClaimDocument(
          db,
          organisation.catalogueRef,
          c.req.param('claimId'),
        );
        return claimDocumentResponse(c, document, reference);
      },
    )
    .post(
      '/partner/organisations/:id/claims/:claimId/status',
      describeRoute({
        tags: ['partners'],
        summary:
          'The underwriter moves a claim one step (documents checked → approved → paid with the payout reference, or rejected with a reason before approval), as the console does; the claimant is told in-app and by mail',
        responses: {
          200: jsonBody('The claim with its new status', UnderwriterClaimDetailSchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      portal,
      validate('json', UnderwriterClaimStepSchema),
      async (c) => {
        const granted = await access(c, c.req.param('id'));
        const { organisation } = granted;
        const claimId = c.req.param('claimId');
        const actorId = c.get('session').user.id;
        const step = c.req.valid('json');
        await settleUnderwriterClaim(
          claimDeps,
          actorId,
          organisation.catalogueRef,
          claimId,
          step,
          stepBy(granted),
        );
        return c.json(
          await underwriterClaimDetail(
            db,
            organisation.catalogueRef,
            claimId,
            underwriterDocumentPath(organisation.id),
          ),
        );
      },
    );
}
