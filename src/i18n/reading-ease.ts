/**
 * Flesch reading ease (Flesch 1948): 206.835 − 1.015 × words per sentence − 84.6 × syllables per word. 70 and
 * above reads easily for a 12-year-old; the relative's consent must (issue 30, point 3). English only: the formula
 * and its syllable count are for English.
 */
export function readingEase(text: string): number {
  const sentences = Math.max(1, text.split(/[.!?]+(?:\s|$)/).filter((part) => /\w/.test(part)).length);
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + syllablesIn(word), 0);
  return 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
}

/** Vowel groups, less a silent final 'e' ('share', 'time'), at least one: the usual approximation. */
export function syllablesIn(word: string): number {
  const lower = word.toLowerCase().replace(/['’]/g, '');
  const groups = lower.match(/[aeiouy]+/g)?.length ?? 0;
  const silentE = /[^aeiouy]e$/.test(lower) && !/le$/.test(lower) && groups > 1 ? 1 : 0;
  return Math.max(1, groups - silentE);
}
