/**
 * Whether uploaded bytes are a PDF we keep (docs/decisions/042). Judged from the bytes alone, like photos: the
 * header a PDF must start with, the trailer it must end with, a cross-reference offset that points at a
 * cross-reference section or an object inside the file, and no active content a reader could run.
 *
 * This is a sanity check, not a parser: it refuses renamed files, truncated uploads and the plainly dangerous,
 * and the file is only ever served as a download (Content-Disposition: attachment, nosniff), never shown in our
 * origin. Active content packed inside a compressed object stream is not seen here; the download rule is what
 * keeps that from running in the app.
 */
export type PdfProblem = 'not_pdf' | 'active_content' | 'encrypted';

/** `%PDF-1.0` to `%PDF-1.7`, or `%PDF-2.0`, at the very start. */
const HEADER = /^%PDF-(1\.[0-7]|2\.0)/;
/** Where the trailer must be: PDF writers end with `startxref`, its offset and `%%EOF`, maybe a line break after. */
const TAIL_BYTES = 1024;
const TRAILER = /startxref\s+(\d{1,12})\s+%%EOF\s*$/;
/** What a cross-reference offset may point at: a classic table, or a cross-reference stream's object. */
const XREF_START = /^\s*(xref\b|\d{1,10}\s+\d{1,5}\s+obj\b)/;
/** Names of things a reader may run or open on its own: scripts, launch actions, attached files, Flash, forms. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);
/** A PDF name: '/' and its characters, up to a delimiter or space. '#xx' escapes a byte, which hides nothing. */
const NAME = /\/([^\s/<>[\]()%{}]+)/g;

const STREAM_BODY = /stream\r?\n[\s\S]*?endstream/g;

function decodedName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function pdfProblem(bytes: Uint8Array): PdfProblem | undefined {
  // latin1 maps each byte to one character, so offsets in the text are offsets in the file.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!HEADER.test(text)) return 'not_pdf';
  const trailer = TRAILER.exec(text.slice(-TAIL_BYTES));
  const offset = Number(trailer?.[1] ?? -1);
  if (offset <= 0 || offset >= text.length) return 'not_pdf';
  if (!XREF_START.test(text.slice(offset, offset + 40))) return 'not_pdf';
  if (!text.includes('endobj')) return 'not_pdf';
  let encrypted = false;
  // Stream bodies are data (page drawings, images, fonts), mostly compressed: random bytes there can spell any name.
  const dictionaries = text.replace(STREAM_BODY, '');
  for (const match of dictionaries.matchAll(NAME)) {
    const name = decodedName(match[1] ?? '');
    if (ACTIVE_NAMES.has(name)) return 'active_content';
    if (name === 'Encrypt') encrypted = true;
  }
  // Encrypted content cannot be looked into, so it is refused rather than trusted.
  return encrypted ? 'encrypted' : undefined;
}
