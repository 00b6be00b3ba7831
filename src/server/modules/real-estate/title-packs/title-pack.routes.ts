import { Hono } from 'hono';
import { USER_DOCUMENT_CSP } from '../../../http/user-document-csp';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  AdminTitlePackViewSchema,
  TitleDocumentViewSchema,
  TitlePackInputSchema,
} from '../../../../domain/property/title-pack';
import { requireAdmin } from '../../../auth/guards';
import { optionalSession } from '../../../auth/session';
import type { AdminDeps } from '../../../module-deps';
import type { AppEnv } from '../../../http/app-env';
import { fileBody, jsonBody, refusals } from '../../../http/openapi-responses';
import { validate } from '../../../http/validate';
import type { PhotoStorage } from '../../../storage/photo-storage';
import {
  addTitleDocument,
  openTitleDocument,
  removeTitleDocument,
  titleDocumentsFor,
} from './title-documents.service';
import { TITLE_DOCUMENT_FORM, titleDocumentUpload } from './title-document-upload';
import { adminTitlePack, setTitlePack } from './title-pack.service';

/** A download name safe in a quoted header: ASCII only, no quotes; the full name goes in filename*. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const TitlePackBodySchema = z.object({ titlePack: AdminTitlePackViewSchema });
const tags = ['admin'];

/**
 * Title packs (issue 16, point 1; docs/decisions/042): the console records them and uploads their documents; the
 * documents open for admins and for applicants whose application is approved (its fee received, decision 059), and
 * for anyone else are not there (404).
 */
export function titlePackRoutes(deps: AdminDeps, storage: PhotoStorage) {
  const { db } = deps;
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .get(
      '/admin/properties/:id/title-pack',
      describeRoute({
        tags,
        summary: "A listing's title pack with its documents",
        responses: { 200: jsonBody('The title pack', TitlePackBodySchema), ...refusals(401, 403, 404) },
      }),
      admin,
      async (c) => c.json({ titlePack: await adminTitlePack(db, c.req.param('id')) }),
    )
    .put(
      '/admin/properties/:id/title-pack',
      describeRoute({
        tags,
        summary: "Record a listing's title type, status, verification date and agent registration number",
        responses: {
          200: jsonBody('The title pack as saved', TitlePackBodySchema),
          ...refusals(400, 401, 403, 404, 422),
        },
      }),
      admin,
      validate('json', TitlePackInputSchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        const input = c.req.valid('json');
        return c.json({ titlePack: await setTitlePack(db, actorId, c.req.param('id'), input) });
      },
    )
    .post(
      '/admin/properties/:id/title-documents',
      describeRoute({
        tags,
        summary: 'Add a title document (multipart `file`: PDF, JPEG, PNG or WebP, at most 10 MB)',
        requestBody: { required: true, content: { 'multipart/form-data': { schema: TITLE_DOCUMENT_FORM } } },
        responses: {
          201: jsonBody('The stored document', z.object({ document: TitleDocumentViewSchema })),
          ...refusals(400, 401, 403, 404, 413, 422),
        },
      }),
      admin,
      ...titleDocumentUpload,
      async (c) => {
        const actorId = c.get('session').user.id;
        const { file } = c.req.valid('form');
        const document = await addTitleDocument(db, storage, actorId, c.req.param('id'), file);
        return c.json({ document }, 201);
      },
    )
    .delete(
      '/admin/properties/:id/title-documents/:documentId',
      describeRoute({
        tags,
        summary: "Remove a document from a listing's title pack",
        responses: { 204: { description: 'Removed' }, ...refusals(401, 403, 404) },
      }),
      admin,
      async (c) => {
        const { id, documentId } = c.req.param();
        await removeTitleDocument(db, storage, c.get('session').user.id, id, documentId);
        return c.body(null, 204);
      },
    )
    .get(
      '/properties/:id/title-documents',
      describeRoute({
        tags: ['real estate'],
        summary:
          "A listing's title documents, for admins and applicants whose application is approved; 404 for anyone else",
        responses: {
          200: jsonBody('The documents', z.object({ documents: z.array(TitleDocumentViewSchema) })),
          ...refusals(404),
        },
      }),
      async (c) => {
        const viewer = (await optionalSession(deps, c))?.user;
        return c.json({ documents: await titleDocumentsFor(db, viewer, c.req.param('id')) });
      },
    )
    .get(
      '/properties/:id/title-documents/:documentId',
      describeRoute({
        tags: ['real estate'],
        summary:
          'One title document as a download, for admins and applicants whose application is approved; 404 for anyone else',
        responses: { 200: fileBody('The document', 'application/pdf'), ...refusals(404) },
      }),
      async (c) => {
        const viewer = (await optionalSession(deps, c))?.user;
        const { id, documentId } = c.req.param();
        const { file, name } = await openTitleDocument(db, storage, viewer, id, documentId);
        return c.body(file.data, 200, {
          'content-type': file.contentType,
          'content-length': String(file.data.byteLength),
          // A download, never a page of ours: nothing in the file runs in the app's origin.
          'content-disposition': contentDisposition(name),
          'x-content-type-options': 'nosniff',
          // For one person's eyes: no shared cache keeps it, and the browser does not either.
          'cache-control': 'private, no-store',
          'content-security-policy': USER_DOCUMENT_CSP,
        });
      },
    );
}
