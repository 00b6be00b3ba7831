import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { APPLICATION_NOT_FOUND } from '../../../domain/applications/application-view';
import {
  ClaimLinkRequestSchema,
  ClaimLinkViewSchema,
  ClaimPersonSchema,
  FuneralClaimViewSchema,
} from '../../../domain/funeral/funeral-claim.schema';
import type { Auth } from '../../auth/auth';
import { isTrustedAdmin, requireConfirmedEmail, requireSession } from '../../auth/guards';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { fileBody, jsonBody, refusals } from '../../http/openapi-responses';
import { bodyEmail, rateLimit, type RateLimitDeps } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import type { MailOut } from '../notifications';
import { claimDocumentResponse } from './claim-document-response';
import { claimBodyLimit, claimForm, CLAIM_FORM_BODY } from './claim-form';
import { claimLinkDocument, claimLinkView, sendClaimLink, submitClaimByLink } from './claim-links.service';
import { findUserApplication } from './funeral.repo';
import { claimDocumentFor, claimsOfApplication, claimsOfUser, submitClaim } from './funeral-claims.service';

interface ClaimRouteDeps extends RateLimitDeps {
  db: Db;
  auth: Auth;
  mailOut: MailOut;
}

const ClaimBodySchema = z.object({ claim: FuneralClaimViewSchema });
const ClaimsOfApplicationSchema = z.object({
  claims: z.array(FuneralClaimViewSchema),
  people: z.array(ClaimPersonSchema),
  coverStart: z.string().nullable(),
});

/** The signed-in user's own application, or the same 404 for anyone else's, an unknown or a malformed id. */
async function ownApplication(db: Db, userId: string, id: string) {
  const row = isUuid(id) ? await findUserApplication(db, userId, id) : undefined;
  if (!row) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  return row;
}

export function funeralClaimsRoutes(deps: ClaimRouteDeps) {
  const claimDeps = { db: deps.db, mail: deps.mailOut.mail, appUrl: deps.mailOut.appUrl };
  return new Hono<AppEnv>()
    .post(
      '/funeral-applications/:id/claims',
      describeRoute({
        tags: ['funeral'],
        summary:
          "Report a death on the holder's approved application: multipart fields and the document (PDF, JPEG, PNG or WebP, at most 10 MB); waiting period checked; a repeated idempotency key returns the first claim",
        requestBody: CLAIM_FORM_BODY,
        responses: {
          201: jsonBody('The claim made', ClaimBodySchema),
          200: jsonBody('The claim made earlier with this idempotency key', ClaimBodySchema),
          ...refusals(400, 401, 404, 409, 413, 422),
        },
      }),
      requireSession(deps),
      claimBodyLimit,
      claimForm,
      async (c) => {
        const application = await ownApplication(deps.db, c.get('session').user.id, c.req.param('id'));
        const { claim: input, file } = c.req.valid('form');
        const { claim, created } = await submitClaim(claimDeps, application, { kind: 'holder' }, input, file);
        return c.json({ claim }, created ? 201 : 200);
      },
    )
    .get(
      '/funeral-applications/:id/claims',
      describeRoute({
        tags: ['funeral'],
        summary:
          "The claims on one of the signed-in user's funeral applications, who may be claimed for, and the cover's start",
        responses: { 200: jsonBody('The claims', ClaimsOfApplicationSchema), ...refusals(401, 404) },
      }),
      requireConfirmedEmail(deps),
      async (c) => {
        const application = await ownApplication(deps.db, c.get('session').user.id, c.req.param('id'));
        return c.json(await claimsOfApplication(deps.db, application));
      },
    )
    .post(
      '/funeral-applications/:id/claim-link',
      describeRoute({
        tags: ['funeral'],
        summary:
          'Mail the nominated beneficiary a link to report a death (works 14 days and replaces the link sent before, but a link a claim was made through works until 14 days after that claim is closed); limited per account and per address a day',
        responses: {
          201: jsonBody(
            'Where the link went and until when it works',
            z.object({ sentTo: z.string(), expiresAt: z.iso.datetime() }),
          ),
          ...refusals(401, 404, 409, 422, 429),
        },
      }),
      requireConfirmedEmail(deps),
      // Per account and per address mailed (docs/decisions/061).
      rateLimit(deps, 'claim-link-send', async (c) => {
        const email = await bodyEmail(c);
        return { userId: c.get('session').user.id, recipients: email ? [email] : [] };
      }),
      validate('json', ClaimLinkRequestSchema),
      async (c) => {
        const userId = c.get('session').user.id;
        const application = await ownApplication(deps.db, userId, c.req.param('id'));
        return c.json(await sendClaimLink(claimDeps, userId, application, c.req.valid('json').email), 201);
      },
    )
    .get(
      '/funeral-claims',
      describeRoute({
        tags: ['funeral'],
        summary: "The claims on the signed-in user's funeral applications, newest first (My Orders)",
        responses: {
          200: jsonBody('The claims', z.object({ claims: z.array(FuneralClaimViewSchema) })),
          ...refusals(401),
        },
      }),
      requireSession(deps),
      async (c) => c.json({ claims: await claimsOfUser(deps.db, c.get('session').user.id) }),
    )
    .get(
      '/funeral-claims/:id/document',
      describeRoute({
        tags: ['funeral'],
        summary:
          "A claim's death certificate or burial permit, for the plan's holder and admins; 404 for anyone else",
        responses: { 200: fileBody('The document', 'application/pdf'), ...refusals(401, 404) },
      }),
      requireSession(deps),
      async (c) => {
        const { user } = c.get('session');
        const reader = { userId: user.id, isAdmin: isTrustedAdmin(user) };
        const { document, reference } = await claimDocumentFor(deps.db, c.req.param('id'), reader);
        return claimDocumentResponse(c, document, reference);
      },
    )
    .get(
      '/funeral-claim-links/:token',
      describeRoute({
        tags: ['funeral'],
        summary:
          "What a beneficiary's claim link opens: the plan, the people it covers and their claims; 404 once expired or replaced, unless a claim made through it is open or closed less than 14 days ago",
        responses: {
          200: jsonBody('The plan behind the link', z.object({ link: ClaimLinkViewSchema })),
          ...refusals(404, 429),
        },
      }),
      rateLimit(deps, 'claim-link', async (_c, ip) => ({ ip })),
      async (c) => c.json({ link: await claimLinkView(claimDeps, c.req.param('token')) }),
    )
    .post(
      '/funeral-claim-links/:token/claims',
      describeRoute({
        tags: ['funeral'],
        summary:
          "Report a death through a beneficiary's claim link, as the holder would (same fields and checks)",
        requestBody: CLAIM_FORM_BODY,
        responses: {
          201: jsonBody('The claim made', ClaimBodySchema),
          200: jsonBody('The claim made earlier with this idempotency key', ClaimBodySchema),
          ...refusals(400, 404, 409, 413, 422, 429),
        },
      }),
      rateLimit(deps, 'claim-link', async (_c, ip) => ({ ip })),
      claimBodyLimit,
      claimForm,
      async (c) => {
        const { claim: input, file } = c.req.valid('form');
        const { claim, created } = await submitClaimByLink(claimDeps, c.req.param('token'), input, file);
        return c.json({ claim }, created ? 201 : 200);
      },
    )
    .get(
      '/funeral-claim-links/:token/claims/:id/document',
      describeRoute({
        tags: ['funeral'],
        summary: 'The document of a claim made through this link; 404 for any other',
        responses: { 200: fileBody('The document', 'application/pdf'), ...refusals(404, 429) },
      }),
      rateLimit(deps, 'claim-link', async (_c, ip) => ({ ip })),
      async (c) => {
        const { document, reference } = await claimLinkDocument(
          claimDeps,
          c.req.param('token'),
          c.req.param('id'),
        );
        return claimDocumentResponse(c, document, reference);
      },
    );
}
