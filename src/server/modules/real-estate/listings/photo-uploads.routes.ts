import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import { validator } from 'hono/validator';
import { z } from 'zod';
import {
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_UPLOAD_MESSAGES,
  UploadedPhotoViewSchema,
} from '../../../../domain/property/listing-photos';
import { requireAdmin } from '../../../auth/guards';
import type { AdminDeps } from '../../../module-deps';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import type { UPLOAD_PATH } from '../../../http/upload-path';
import type { PhotoStorage } from '../../../storage/photo-storage';
import { fileBody, jsonBody, refusals } from '../../../http/openapi-responses';
import { photoTooLarge, readUploadedPhoto, uploadPhoto } from './photo-uploads.service';

/**
 * The upload route inside the API, written out so the typed client (`hc<AppType>`) knows it; its type is derived
 * from UPLOAD_PATH, so the two cannot drift apart (app.ts exempts UPLOAD_PATH from the JSON body limit).
 */
const UPLOAD_ROUTE: typeof UPLOAD_PATH extends `/api${infer Route}` ? Route : never = '/admin/uploads';

/** Room for the multipart envelope (boundaries, part headers) around the largest photo. */
const MULTIPART_ALLOWANCE = 64 * 1024;

const PHOTO_FORM = {
  type: 'object' as const,
  properties: { file: { type: 'string' as const, contentMediaType: 'application/octet-stream' } },
  required: ['file'],
};

/** The one `file` part of a multipart form; anything else (no part, several, a text field) asks for a photo. */
const photoForm = validator('form', (form) => {
  const file = form.file;
  if (!(file instanceof File)) {
    throw new AppError('validation_failed', PHOTO_UPLOAD_MESSAGES.missing, {
      file: PHOTO_UPLOAD_MESSAGES.missing,
    });
  }
  return { file };
});

export function photoUploadsRoutes(deps: AdminDeps, storage: PhotoStorage) {
  return new Hono<AppEnv>()
    .post(
      UPLOAD_ROUTE,
      describeRoute({
        tags: ['admin'],
        summary: 'Upload one photo (multipart `file`, JPEG, PNG or WebP, at most 8 MB); answers its web URLs',
        // Written out, as the form is read by Hono's own validator, which adds nothing to the document.
        requestBody: { required: true, content: { 'multipart/form-data': { schema: PHOTO_FORM } } },
        responses: {
          201: jsonBody('The stored photo', z.object({ photo: UploadedPhotoViewSchema })),
          ...refusals(400, 401, 403, 413, 422),
        },
      }),
      requireAdmin(deps),
      // Counted while the body streams in: an oversized upload is cut off, not read whole (app.ts leaves this
      // path out of the general JSON limit).
      bodyLimit({
        maxSize: MAX_PHOTO_UPLOAD_BYTES + MULTIPART_ALLOWANCE,
        onError: () => {
          throw photoTooLarge();
        },
      }),
      photoForm,
      async (c) => c.json({ photo: await uploadPhoto(storage, c.req.valid('form').file) }, 201),
    )
    .get(
      '/media/uploads/:file',
      describeRoute({
        tags: ['media'],
        summary: 'An uploaded photo (WebP); a name is never reused',
        responses: { 200: fileBody('The photo', 'image/webp'), ...refusals(404) },
      }),
      async (c) => {
        const photo = await readUploadedPhoto(storage, c.req.param('file'));
        return c.body(photo.data, 200, {
          'content-type': photo.contentType,
          'content-length': String(photo.data.byteLength),
          'cache-control': 'public, max-age=31536000, immutable',
        });
      },
    );
}
