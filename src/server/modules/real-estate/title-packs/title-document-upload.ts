import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import { MAX_TITLE_DOCUMENT_BYTES, TITLE_DOCUMENT_MESSAGES } from '../../../../domain/property/title-pack';
import { AppError } from '../../../http/app-error';
import { titleDocumentTooLarge } from './title-documents.service';

/** Room for the multipart envelope around the largest document. */
const MULTIPART_ALLOWANCE = 64 * 1024;

/** The upload's body in the API document: one multipart `file`. */
export const TITLE_DOCUMENT_FORM = {
  type: 'object' as const,
  properties: { file: { type: 'string' as const, contentMediaType: 'application/octet-stream' } },
  required: ['file'],
};

/**
 * A title document's upload, after the route has checked who is asking: the body counted while it streams in
 * (upload-path.ts leaves these paths out of the JSON limit), then its one `file`. Shared by the console's route
 * and the realty firm's (docs/decisions/042, 082-realty-partners).
 */
export const titleDocumentUpload = [
  bodyLimit({
    maxSize: MAX_TITLE_DOCUMENT_BYTES + MULTIPART_ALLOWANCE,
    onError: () => {
      throw titleDocumentTooLarge();
    },
  }),
  validator('form', (form) => {
    const file = form.file;
    if (!(file instanceof File)) {
      const message = TITLE_DOCUMENT_MESSAGES.missing;
      throw new AppError('validation_failed', message, { file: message });
    }
    return { file };
  }),
] as const;
