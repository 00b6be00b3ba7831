import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import { CLAIM_MESSAGES } from '../../../domain/funeral/funeral-claim-rules';
import { FuneralClaimSchema, MAX_CLAIM_DOCUMENT_BYTES } from '../../../domain/funeral/funeral-claim.schema';
import { AppError } from '../../http/app-error';
import { fieldErrors } from '../../http/validate';
import { documentTooLarge } from './funeral-claims.service';

/** Room for the multipart envelope and the claim's text fields around the largest document. */
const MULTIPART_ALLOWANCE = 64 * 1024;

/** Counted while the body streams in: an oversized upload is cut off, not read whole. */
export const claimBodyLimit = bodyLimit({
  maxSize: MAX_CLAIM_DOCUMENT_BYTES + MULTIPART_ALLOWANCE,
  onError: () => {
    throw documentTooLarge();
  },
});

/** The claim form for the OpenAPI document: Hono's own form validator adds nothing to it. */
export const CLAIM_FORM_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: {
          personKey: { type: 'string' as const },
          dateOfDeath: { type: 'string' as const, format: 'date' },
          cause: { type: 'string' as const, enum: ['natural', 'accidental'] },
          bankName: { type: 'string' as const },
          accountNumber: { type: 'string' as const },
          accountName: { type: 'string' as const },
          idempotencyKey: { type: 'string' as const },
          file: { type: 'string' as const, contentMediaType: 'application/octet-stream' },
        },
        required: [
          'personKey',
          'dateOfDeath',
          'cause',
          'bankName',
          'accountNumber',
          'accountName',
          'idempotencyKey',
          'file',
        ],
      },
    },
  },
};

/**
 * The claim's fields (the domain's schema, every problem on its field) and its one document. A missing document
 * is reported with the fields' problems, so the form shows them all at once.
 */
export const claimForm = validator('form', (form) => {
  const { file, ...fields } = form;
  const parsed = FuneralClaimSchema.safeParse(
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]),
    ),
  );
  const problems = parsed.success ? {} : fieldErrors(parsed.error.issues);
  const hasFile = file instanceof File && file.size > 0;
  if (!hasFile) problems.file = CLAIM_MESSAGES.document;
  if (!parsed.success || !hasFile) {
    const first = Object.values(problems)[0] ?? CLAIM_MESSAGES.document;
    throw new AppError('validation_failed', first, problems);
  }
  return { claim: parsed.data, file };
});
