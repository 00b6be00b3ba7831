import { pdfProblem } from './pdf-check';
import { photoProblem, toWebDocumentImage } from './web-photos';

/**
 * An uploaded document (a title deed, a certificate, a permit), checked by its bytes and made ready to store: a PDF
 * as it came, once pdf-check.ts has read its structure and found it plain; a picture (JPEG, PNG or WebP, by the same check as photos)
 * re-encoded to WebP without its metadata. Anything else is refused, whatever its name or declared type.
 * Every module that takes documents uses this: title packs (docs/decisions/042) and funeral claims (045).
 */
export type DocumentProblem = 'not_document' | 'active_content' | 'encrypted' | 'too_many_pixels';

export type CheckedDocument =
  | { ok: true; kind: 'pdf' | 'image'; data: Uint8Array; contentType: string; extension: 'pdf' | 'webp' }
  | { ok: false; problem: DocumentProblem };

const PDF_MAGIC = '%PDF-';

function startsWithPdfMagic(bytes: Uint8Array): boolean {
  return (
    Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 5)).toString('latin1') ===
    PDF_MAGIC
  );
}

export async function checkDocument(bytes: Uint8Array): Promise<CheckedDocument> {
  if (startsWithPdfMagic(bytes)) {
    const problem = await pdfProblem(bytes);
    if (problem === 'not_pdf') return { ok: false, problem: 'not_document' };
    if (problem) return { ok: false, problem };
    return { ok: true, kind: 'pdf', data: bytes, contentType: 'application/pdf', extension: 'pdf' };
  }
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const problem = await photoProblem(input);
  if (problem) return { ok: false, problem: problem === 'not_photo' ? 'not_document' : problem };
  const image = await toWebDocumentImage(input);
  if (!image) return { ok: false, problem: 'not_document' };
  return { ok: true, kind: 'image', data: image, contentType: 'image/webp', extension: 'webp' };
}
