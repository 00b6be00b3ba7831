import { holdsActiveContent } from './pdf-active';
import { readPdfObjects } from './pdf-objects';
import { readerProblem } from './pdf-reader-check';

/**
 * Whether uploaded bytes are a PDF we keep (docs/decisions/042, 058). Judged by structure, not by pattern: the
 * header a PDF must start with and the trailer it must end with; then every object of the file read by its
 * syntax (pdf-objects.ts: incremental updates, object streams, objects hidden in other streams' data) and every
 * dictionary judged by its keys (pdf-active.ts); then the file opened by pdf.js (pdf-reader-check.ts), which must
 * open it without a password and find no scripts, attachments, XML forms or links either. Refused: anything a
 * reader may run, open or send on its own, encryption (what cannot be looked into is not trusted), and anything
 * that does not read.
 */
export type PdfProblem = 'not_pdf' | 'active_content' | 'encrypted';

/** `%PDF-1.0` to `%PDF-1.7`, or `%PDF-2.0`, at the very start. */
const HEADER = /^%PDF-(1\.[0-7]|2\.0)/;
/** Where the trailer must be: PDF writers end with `startxref`, its offset and `%%EOF`, maybe a line break after. */
const TAIL_BYTES = 1024;
const TRAILER = /startxref\s+(\d{1,12})\s+%%EOF\s*$/;
/** What a cross-reference offset may point at: a classic table, or a cross-reference stream's object. */
const XREF_START = /^\s*(xref\b|\d{1,10}\s+\d{1,5}\s+obj\b)/;

/** The frame of a PDF: its header, its final `startxref` pointing at a cross-reference section inside the file. */
function framed(bytes: Uint8Array): boolean {
  // latin1 maps each byte to one character, so offsets in the text are offsets in the file.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!HEADER.test(text)) return false;
  const offset = Number(TRAILER.exec(text.slice(-TAIL_BYTES))?.[1] ?? -1);
  return offset > 0 && offset < text.length && XREF_START.test(text.slice(offset, offset + 40));
}

function structureProblem(bytes: Uint8Array): PdfProblem | undefined {
  let objects;
  try {
    objects = readPdfObjects(bytes);
  } catch {
    return 'not_pdf';
  }
  if (objects.values.some(holdsActiveContent)) return 'active_content';
  return objects.encrypted ? 'encrypted' : undefined;
}

export async function pdfProblem(bytes: Uint8Array): Promise<PdfProblem | undefined> {
  if (!framed(bytes)) return 'not_pdf';
  return structureProblem(bytes) ?? (await readerProblem(bytes));
}
