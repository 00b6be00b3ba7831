/**
 * The bytes a PDFKit document writes, once it is ended: listen before drawing, `doc.end()`, then await. Member
 * cards and receipts both answer with the whole file, small enough to hold in memory.
 */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
