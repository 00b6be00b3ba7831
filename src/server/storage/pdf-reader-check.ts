import type { PdfProblem } from './pdf-check';

/**
 * The second reading of an uploaded PDF (docs/decisions/058): by pdf.js, Firefox's reader, as maintained by
 * Mozilla. It reads the file as a reader would, cross-reference streams, broken offsets and all, and what it
 * finds there is refused even if our own reading of the objects (pdf-objects.ts) missed it: a password, scripts,
 * attachments, XML forms, links out of the document. A file it cannot open is no document.
 */
interface ReaderInfo {
  EncryptFilterName?: string | null;
  IsXFAPresent?: boolean;
}

/** What pdf.js reports on an annotation that opens, runs or attaches something (its links, scripts and files). */
const ACTIVE_ANNOTATION_FIELDS = ['url', 'unsafeUrl', 'attachment', 'file', 'actions'] as const;
const ACTIVE_ANNOTATION_KINDS = new Set(['FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound']);

function activeAnnotation(annotation: Record<string, unknown>): boolean {
  if (ACTIVE_ANNOTATION_KINDS.has(String(annotation.subtype))) return true;
  return ACTIVE_ANNOTATION_FIELDS.some(
    (field) => annotation[field] !== undefined && annotation[field] !== null,
  );
}

export async function readerProblem(bytes: Uint8Array): Promise<PdfProblem | undefined> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the buffer it is given; the caller keeps its bytes to store.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const info = (await pdf.getMetadata()).info as ReaderInfo;
    if (info.EncryptFilterName) return 'encrypted';
    if (info.IsXFAPresent || pdf.isPureXfa) return 'active_content';
    if ((await pdf.getAttachments()) || (await pdf.getJSActions())) return 'active_content';
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      if (await page.getJSActions()) return 'active_content';
      const annotations = (await page.getAnnotations()) as Record<string, unknown>[];
      if (annotations.some(activeAnnotation)) return 'active_content';
    }
    return undefined;
  } catch (error) {
    // A file that asks for a password before it opens is encrypted; any other failure is a file that does not read.
    return error instanceof Error && error.name === 'PasswordException' ? 'encrypted' : 'not_pdf';
  } finally {
    await task.destroy();
  }
}
