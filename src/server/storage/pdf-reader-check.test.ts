import { describe, expect, it } from 'vitest';
import { makeKitPdf, makePdf, makePdfWithObjectStream } from '../../testing/pdf-files';
import { readerProblem } from './pdf-reader-check';

/** pdf.js's reading on its own, so that it is known to refuse, not only to be called (decision 058). */
describe('readerProblem', () => {
  it('takes a plain PDF, with its objects in an object stream or not', async () => {
    expect(await readerProblem(await makeKitPdf())).toBeUndefined();
    expect(
      await readerProblem(
        makePdfWithObjectStream('', '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>'),
      ),
    ).toBeUndefined();
  });

  it('refuses what pdf.js sees run, link or attach, including inside an object stream', async () => {
    const script = makePdfWithObjectStream('/OpenAction 6 0 R ', '<< /S /JavaScript /JS (app.alert(1)) >>');
    expect(await readerProblem(script)).toBe('active_content');
    expect(
      await readerProblem(await makeKitPdf((doc) => doc.link(72, 72, 100, 20, 'https://evil.example'))),
    ).toBe('active_content');
    expect(
      await readerProblem(await makeKitPdf((doc) => doc.file(Buffer.from('MZ'), { name: 'a.exe' }))),
    ).toBe('active_content');
  });

  it('refuses an encrypted file, with or without a password, and one it cannot open', async () => {
    expect(await readerProblem(await makeKitPdf(undefined, { userPassword: '', ownerPassword: 'o' }))).toBe(
      'encrypted',
    );
    expect(await readerProblem(await makeKitPdf(undefined, { userPassword: 'user' }))).toBe('encrypted');
    expect(await readerProblem(Buffer.from('%PDF-1.4\nnot a pdf at all\n'))).toBe('not_pdf');
    expect(await readerProblem(makePdf().subarray(0, 30))).toBe('not_pdf');
  });
});
