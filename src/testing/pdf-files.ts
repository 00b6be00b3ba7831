import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * Tests only: small, well-formed PDFs made in memory, with cross-reference sections whose offsets are right.
 * `catalogExtra` goes into the catalogue's dictionary (an /OpenAction with JavaScript, an /Encrypt entry…),
 * `extraObjects` become objects 6, 7… and `trailerExtra` goes into the trailer.
 */
interface PdfParts {
  catalogExtra?: string;
  text?: string;
  extraObjects?: string[];
  trailerExtra?: string;
}

const HEADER = '%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n';

function pageObjects({ catalogExtra = '', text = 'Certificate of Occupancy (sample)' }: PdfParts): string[] {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
}

/**
 * Objects numbered from 1 (a null is a number not written here), written after `prefix`; the offset of each,
 * counted in bytes of the whole file.
 */
function writeObjects(prefix: string, objects: (string | null)[]): { text: string; offsets: number[] } {
  let text = prefix;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    if (object !== null) text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  return { text, offsets };
}

export function makePdf(parts: PdfParts = {}): Buffer {
  const objects = [...pageObjects(parts), ...(parts.extraObjects ?? [])];
  const { text, offsets } = writeObjects(HEADER, objects);
  const xref = Buffer.byteLength(text, 'latin1');
  let body = `${text}xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${parts.trailerExtra ?? ''}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An incremental update: `objects` (by number) appended with their own cross-reference section and trailer. */
export function withUpdate(pdf: Buffer, objects: Record<number, string>): Buffer {
  const previous = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf.toString('latin1'))?.[1];
  let text = pdf.toString('latin1');
  let table = 'xref\n';
  for (const [number, object] of Object.entries(objects)) {
    table += `${number} 1\n${String(Buffer.byteLength(text, 'latin1')).padStart(10, '0')} 00000 n \n`;
    text += `${number} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(text, 'latin1');
  text += `${table}trailer\n<< /Size 9 /Root 1 0 R /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/**
 * A PDF 1.5 file whose object 6 (pointed at by the catalogue's `catalogExtra`, e.g. `/OpenAction 6 0 R`) lives,
 * compressed, in object stream 7, with a cross-reference stream (object 8) saying so, as writers do.
 */
export function makePdfWithObjectStream(catalogExtra: string, hidden: string): Buffer {
  const index = '6 0 ';
  const packed = deflateSync(Buffer.from(index + hidden, 'latin1')).toString('latin1');
  const objectStream = `<< /Type /ObjStm /N 1 /First ${index.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`;
  const { text, offsets } = writeObjects(HEADER, [...pageObjects({ catalogExtra }), null, objectStream]);
  const xrefOffset = Buffer.byteLength(text, 'latin1');
  const row = (type: number, field: number, generation: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(field, 1);
    bytes.writeUInt16BE(generation, 5);
    return bytes.toString('latin1');
  };
  const rows = [
    row(0, 0, 65535),
    ...offsets.slice(0, 5).map((offset) => row(1, offset, 0)),
    row(2, 7, 0),
    row(1, offsets[6] ?? 0, 0),
    row(1, xrefOffset, 0),
  ].join('');
  const xrefStream = `8 0 obj\n<< /Type /XRef /Size 9 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n${rows}\nendstream\nendobj\n`;
  return Buffer.from(`${text}${xrefStream}startxref\n${xrefOffset}\n%%EOF\n`, 'latin1');
}

/** A PDF as pdfkit writes it: `draw` adds to the page (a link, an attached file…); `options` may encrypt it. */
export function makeKitPdf(
  draw: (doc: PDFKit.PDFDocument) => void = () => {},
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Certificate of Occupancy (sample)');
    draw(doc);
    doc.end();
  });
}
