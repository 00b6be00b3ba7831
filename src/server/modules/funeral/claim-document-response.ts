import type { Context } from 'hono';
import { USER_DOCUMENT_CSP } from '../../http/user-document-csp';

/** A document answered as a download that no shared cache keeps and no browser sniffs into something else. */
export function claimDocumentResponse(
  c: Context,
  document: { contentType: string; data: Uint8Array },
  reference: string,
) {
  const extension = document.contentType === 'application/pdf' ? 'pdf' : document.contentType.split('/')[1];
  return c.body(new Uint8Array(document.data), 200, {
    'content-type': document.contentType,
    'content-length': String(document.data.byteLength),
    'content-disposition': `inline; filename="claim-${reference}.${extension}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    // Shown inline to admins and the holder, and it comes from an untrusted claimant: sandboxed like title documents.
    'content-security-policy': USER_DOCUMENT_CSP,
  });
}
