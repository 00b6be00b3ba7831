import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { ApplicationStatusChangeSchema } from '../../../../domain/applications/application-admin';
import { RealtyApplicationViewSchema, RealtyListingViewSchema } from '../../../../domain/partners/realty';
import { TitleDocumentViewSchema } from '../../../../domain/property/title-pack';
import { ViewingDecisionSchema } from '../../../../domain/property/viewing';
import { requirePartnerOrAdmin } from '../../../auth/guards';
import type { AppEnv } from '../../../http/app-env';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { validate } from '../../../http/validate';
import type { AdminDeps } from '../../../module-deps';
import type { PhotoStorage } from '../../../storage/photo-storage';
import { TITLE_DOCUMENT_FORM, titleDocumentUpload } from '../../real-estate';
import { viewerOf } from '../partner-access';
import {
  answerRealtyViewing,
  realtyApplication,
  realtyApplications,
  realtyListings,
  recordRealtyOutcome,
  uploadRealtyTitleDocument,
} from './realty-partner.service';

const tags = ['partners'];
const BASE = '/partner/organisations/:id/realty';
const ApplicationBody = z.object({ application: RealtyApplicationViewSchema });
const ApplicationsBody = z.object({ applications: z.array(RealtyApplicationViewSchema) });

/**
 * A realty firm's portal (issue 33, point 4; docs/decisions/082-realty-partners.md): the applications to its own
 * listings and their viewings, the outcomes it records, and its listings' title packs. Every route asks the
 * partner rule and then that the record is the firm's own: anything else is 404.
 */
export function realtyPartnerRoutes(deps: AdminDeps, storage: PhotoStorage) {
  const { db } = deps;
  const portal = requirePartnerOrAdmin(deps);
  return new Hono<AppEnv>()
    .get(
      `${BASE}/applications`,
      describeRoute({
        tags,
        summary: "The applications to the realty firm's listings, newest first; 404 for anyone else's firm",
        responses: { 200: jsonBody('The applications', ApplicationsBody), ...refusals(401, 403, 404) },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        return c.json({ applications: await realtyApplications(db, viewer, c.req.param('id'), false) });
      },
    )
    .get(
      `${BASE}/viewings`,
      describeRoute({
        tags,
        summary: "The applications to the realty firm's listings with a viewing asked for, newest first",
        responses: { 200: jsonBody('The applications', ApplicationsBody), ...refusals(401, 403, 404) },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        return c.json({ applications: await realtyApplications(db, viewer, c.req.param('id'), true) });
      },
    )
    .get(
      `${BASE}/applications/:applicationId`,
      describeRoute({
        tags,
        summary: "One application to the realty firm's listing; 404 for one on another firm's listing",
        responses: { 200: jsonBody('The application', ApplicationBody), ...refusals(401, 403, 404) },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        const { id, applicationId } = c.req.param();
        return c.json({ application: await realtyApplication(db, viewer, id, applicationId) });
      },
    )
    .post(
      `${BASE}/applications/:applicationId/status`,
      describeRoute({
        tags,
        summary:
          "Record an application's outcome (the transitions our admins make); the buyer is told, naming the firm",
        responses: {
          200: jsonBody('The application', ApplicationBody),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      portal,
      validate('json', ApplicationStatusChangeSchema),
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        const { id, applicationId } = c.req.param();
        const change = c.req.valid('json');
        return c.json({ application: await recordRealtyOutcome(deps, viewer, id, applicationId, change) });
      },
    )
    .post(
      `${BASE}/applications/:applicationId/viewing`,
      describeRoute({
        tags,
        summary:
          'Confirm the viewing on a date the buyer offered, or propose another date; the buyer is told',
        responses: {
          200: jsonBody('The application', ApplicationBody),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      portal,
      validate('json', ViewingDecisionSchema),
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        const { id, applicationId } = c.req.param();
        const decision = c.req.valid('json');
        return c.json({ application: await answerRealtyViewing(deps, viewer, id, applicationId, decision) });
      },
    )
    .get(
      `${BASE}/listings`,
      describeRoute({
        tags,
        summary: "The realty firm's listings with their title packs",
        responses: {
          200: jsonBody('The listings', z.object({ listings: z.array(RealtyListingViewSchema) })),
          ...refusals(401, 403, 404),
        },
      }),
      portal,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        return c.json({ listings: await realtyListings(db, viewer, c.req.param('id')) });
      },
    )
    .post(
      `${BASE}/listings/:propertyId/title-documents`,
      describeRoute({
        tags,
        summary:
          "Add a document to the title pack of the firm's listing (multipart `file`: PDF, JPEG, PNG or WebP, at most 10 MB); the title then waits for our verification",
        requestBody: { required: true, content: { 'multipart/form-data': { schema: TITLE_DOCUMENT_FORM } } },
        responses: {
          201: jsonBody('The stored document', z.object({ document: TitleDocumentViewSchema })),
          ...refusals(400, 401, 403, 404, 413, 422),
        },
      }),
      portal,
      ...titleDocumentUpload,
      async (c) => {
        const viewer = viewerOf(c.get('session').user);
        const { id, propertyId } = c.req.param();
        const { file } = c.req.valid('form');
        const document = await uploadRealtyTitleDocument(db, storage, viewer, id, propertyId, file);
        return c.json({ document }, 201);
      },
    );
}
