/** The prefixes of the references a payer is told to quote: orders, property applications, funeral applications. */
export const REFERENCE_PREFIXES = ['DH', 'PA', 'FA'] as const;

/** Characters after the prefix: every reference has 8 (docs/decisions/018). */
export const REFERENCE_BODY = 8;

/** A reference as a payer wrote it in a narration, spaces and hyphens dropped, in capitals. */
export interface ReferenceCandidate {
  /** Prefix and 8 characters: 'DH7KQ2M9XA'. */
  base: string;
  /** Two digits after it, for a premium: '01' of 'FA9RT4W2HC-01'; null when none follows. */
  suffix: string | null;
}

/** Bound on the references read from one line, so a pathological narration costs as little as any other. */
const MAX_CANDIDATES = 16;

const isAlphanumeric = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSeparator = (char: string | undefined) => char === ' ' || char === '-';

/**
 * Reads `count` letters or digits from `start`, stepping over single spaces or hyphens between them (banks and
 * payers split 'DH 7KQ2 M9XA'), in capitals; null when the text ends or anything else comes first.
 */
function readCharacters(text: string, start: number, count: number): { read: string; end: number } | null {
  let read = '';
  let at = start;
  while (read.length < count) {
    if (isSeparator(text[at]) && !isSeparator(text[at + 1])) at++;
    const code = text.charCodeAt(at);
    if (!isAlphanumeric(code)) return null;
    read += text[at]!.toUpperCase();
    at++;
  }
  return { read, end: at };
}

/**
 * Every place a narration may quote one of our references: a prefix in any case, then 8 letters or digits, maybe
 * split by spaces or hyphens, maybe followed by a premium's 2 digits. Words that merely begin like one ('PAYMENT')
 * come out too; the index finds nothing for them, which costs a map lookup. Lookalike letters are left as typed:
 * the index reads them (reference-index.ts).
 */
export function referenceCandidates(narration: string): ReferenceCandidate[] {
  const found: ReferenceCandidate[] = [];
  const seen = new Set<string>();
  const prefixes = new RegExp(REFERENCE_PREFIXES.join('|'), 'gi');
  for (
    let match = prefixes.exec(narration);
    match && found.length < MAX_CANDIDATES;
    match = prefixes.exec(narration)
  ) {
    // Overlapping prefixes are all tried ('FADH7KQ2M9XA'): the next search starts one character on.
    prefixes.lastIndex = match.index + 1;
    const body = readCharacters(narration, match.index + 2, REFERENCE_BODY);
    if (!body) continue;
    const digits = readCharacters(narration, body.end, 2);
    const suffix =
      digits && /^\d\d$/.test(digits.read) && !isAlphanumeric(narration.charCodeAt(digits.end))
        ? digits.read
        : null;
    const base = match[0].toUpperCase() + body.read;
    if (seen.has(base + (suffix ?? ''))) continue;
    seen.add(base + (suffix ?? ''));
    found.push({ base, suffix });
  }
  return found;
}
