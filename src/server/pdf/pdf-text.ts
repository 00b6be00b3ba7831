const PRINTABLE = /^[\u0020-\u00ff\u2013\u2014\u2019\u201c\u201d]$/;

/**
 * Helvetica's built-in encoding covers Latin-1 and a few more: a letter outside it (ọ, ẹ, ṣ in Yoruba names) loses
 * its marks (o, e, s) rather than print as nothing; anything else unprintable becomes '?'.
 */
export function pdfText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => (PRINTABLE.test(char) ? char : char.normalize('NFD').replace(/\p{M}/gu, '')))
    .join('')
    .replace(/[^\u0020-\u00ff\u2013\u2014\u2019\u201c\u201d]/g, '?');
}
