import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { create as CreateFont, Font } from 'fontkit';
import type PDFDocument from 'pdfkit';

/**
 * The typeface of every PDF we draw: Noto Sans, regular and bold, from `@expo-google-fonts/noto-sans` (SIL OFL).
 * Helvetica, pdfkit's built-in, has no ẹ ọ ṣ, no Hausa ɓ ɗ ƙ and no combining tone marks; Noto Sans has them all
 * (docs/decisions/068, checked letter by letter in fonts.test.ts). The files are found the way Node finds any
 * package, so the server bundle (which leaves packages in node_modules) reads the same files as the sources do.
 * Opened once, on the first PDF; pdfkit embeds only the glyphs a document uses.
 */
export const PDF_FONT = 'NotoSans';
export const PDF_BOLD_FONT = 'NotoSans-Bold';

const FILES = {
  [PDF_FONT]: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  [PDF_BOLD_FONT]: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};

type PdfKit = typeof PDFDocument;

let opened: Record<keyof typeof FILES, Font> | undefined;
let loading: Promise<PdfKit> | undefined;

function openFont(create: typeof CreateFont, specifier: string): Font {
  const font = create(readFileSync(createRequire(import.meta.url).resolve(specifier)));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${specifier} is a font collection, not one font`);
  return font;
}

/**
 * pdfkit, with fontkit and both faces opened, loaded on the first PDF rather than at start: loading the two took
 * about 0.4 s of every start (docs/decisions/075-fast-start.md), for a receipt or a card few starts ever draw.
 */
export function loadPdfKit(): Promise<PdfKit> {
  loading ??= Promise.all([import('pdfkit'), import('fontkit')]).then(([pdfkit, fontkit]) => {
    opened ??= {
      [PDF_FONT]: openFont(fontkit.create, FILES[PDF_FONT]),
      [PDF_BOLD_FONT]: openFont(fontkit.create, FILES[PDF_BOLD_FONT]),
    };
    return pdfkit.default;
  });
  return loading;
}

function fonts() {
  if (!opened) throw new Error('the PDF fonts are not open: await loadPdfKit() first');
  return opened;
}

/** Makes both faces known to `doc` by name (`doc.font(PDF_BOLD_FONT)`) and starts it in the regular one. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  // pdfkit takes a font fontkit has opened (PDFFontFactory.open, since 0.20; its types know only bytes and paths):
  // the tables are parsed once for every document rather than once per document, a card in about a third the time.
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font as unknown as Uint8Array);
  return doc.font(PDF_FONT);
}

/**
 * Whether both faces draw this code point (a letter one face lacked would vanish in that face only). While a PDF
 * is drawn, so after loadPdfKit().
 */
export function pdfFontsDraw(codePoint: number): boolean {
  return Object.values(fonts()).every((font) => font.hasGlyphForCodePoint(codePoint));
}
