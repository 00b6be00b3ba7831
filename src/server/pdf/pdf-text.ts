import { pdfFontsDraw } from './fonts';

const CONTROL = /\p{Cc}/u;
const MARK = /\p{M}/u;

function drawable(char: string): boolean {
  return !CONTROL.test(char) && pdfFontsDraw(char.codePointAt(0) ?? 0);
}

function drawablePart(char: string): string {
  if (drawable(char)) return char;
  // A letter the fonts lack keeps its base letter, without the mark, rather than print as an empty box.
  return [...char.normalize('NFD')]
    .filter((part) => !MARK.test(part))
    .map((part) => (drawable(part) ? part : '?'))
    .join('');
}

/**
 * Text as our PDF fonts draw it (fonts.ts) and as a reader copies it back out. Yoruba, Hausa and Igbo letters and
 * tone marks print as typed; anything the fonts cannot draw (Chinese, an emoji, a control character) becomes '?',
 * so nothing vanishes without a trace.
 *
 * It comes out decomposed (NFD: ọ̀ as o, a dot below and a grave), each glyph then standing for one code point.
 * Drawn composed, the font's own decomposition (OpenType `ccmp`) would draw ọ as the glyph of o plus a dot, and
 * the PDF, which maps each glyph to one text for the whole file, would read back 'o' or 'ọ' for every o alike.
 */
export function pdfText(text: string): string {
  return [...text.normalize('NFC')].map(drawablePart).join('').normalize('NFD');
}
