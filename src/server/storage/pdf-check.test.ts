import { describe, expect, it } from 'vitest';
import { makePdf } from '../../testing/pdf-files';
import { pdfProblem } from './pdf-check';

describe('pdfProblem', () => {
  it('takes a well-formed plain PDF', () => {
    expect(pdfProblem(makePdf())).toBeUndefined();
  });

  it('refuses what only starts like a PDF: no trailer, a cut-off upload, an offset pointing nowhere', () => {
    const pdf = makePdf();
    expect(pdfProblem(Buffer.from('%PDF-1.4\nhello, this is a text file\n'))).toBe('not_pdf');
    expect(pdfProblem(pdf.subarray(0, pdf.length - 40))).toBe('not_pdf');
    const wrongOffset = Buffer.from(
      pdf.toString('latin1').replace(/startxref\n\d+/, 'startxref\n12'),
      'latin1',
    );
    expect(pdfProblem(wrongOffset)).toBe('not_pdf');
  });

  it('refuses a file that does not start with the PDF header, whatever else it holds', () => {
    expect(pdfProblem(Buffer.concat([Buffer.from(' '), makePdf()]))).toBe('not_pdf');
    expect(pdfProblem(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe('not_pdf');
  });

  it('refuses scripts, launch actions and attached files, even with their names escaped', () => {
    const script = makePdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' });
    expect(pdfProblem(script)).toBe('active_content');
    expect(pdfProblem(makePdf({ catalogExtra: '/OpenAction << /S /Launch /F (cmd.exe) >> ' }))).toBe(
      'active_content',
    );
    expect(pdfProblem(makePdf({ catalogExtra: '/Names << /EmbeddedFiles 6 0 R >> ' }))).toBe(
      'active_content',
    );
    expect(pdfProblem(makePdf({ catalogExtra: '/OpenAction << /S /J#61vaScript >> ' }))).toBe(
      'active_content',
    );
  });

  it('refuses an encrypted PDF, whose content cannot be looked into', () => {
    expect(pdfProblem(makePdf({ catalogExtra: '/Encrypt 6 0 R ' }))).toBe('encrypted');
  });

  it('does not read names inside stream data, where compressed bytes can spell anything', () => {
    expect(pdfProblem(makePdf({ text: '/JavaScript /Launch' }))).toBeUndefined();
  });
});
