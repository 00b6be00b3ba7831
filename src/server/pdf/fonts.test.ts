import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfKit, pdfFontsDraw } from './fonts';
import { pdfText } from './pdf-text';

/** What Yoruba, Hausa and Igbo write with (issue 30), capitals too, and the tone marks on their own. */
const LETTERS = 'ẹọṣẸỌṢ ɓɗƙƁƊƘ ịụṅỊỤṄ àáèéìíòóùúńǹÀÁÈÉÌÍÒÓÙÚŃǸ āēīōū ẹ́ẹ̀ọ́ọ̀ ₦ “” – ’';
const MARKS = ['\u0300', '\u0301', '\u0304', '\u0307', '\u0323'];

function codePoints(text: string): string[] {
  const both = [...text.normalize('NFC'), ...text.normalize('NFD'), ...MARKS];
  return [...new Set(both)].filter((char) => char !== ' ');
}

beforeAll(async () => {
  await loadPdfKit();
});

describe('the PDF fonts', () => {
  it('draw every letter and tone mark of Yoruba, Hausa and Igbo, composed or not, in both faces', () => {
    const missing = codePoints(LETTERS).filter((char) => !pdfFontsDraw(char.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});

describe('pdfText', () => {
  it('keeps those letters as typed, each mark its own code point', () => {
    for (const typed of ['Ṣódípọ̀', 'Ɓaƙi Ɗan Ƙasa, Ụlọ ọgwụ Ọ̀ṅụ', 'Chidi “Okafor” – 1']) {
      expect(pdfText(typed.normalize('NFC'))).toBe(typed.normalize('NFD'));
    }
  });

  it('marks what the fonts cannot draw rather than drop it', () => {
    expect(pdfText('王 😀')).toBe('? ?');
    expect(pdfText('Ada\u0007')).toBe('Ada?');
  });
});
