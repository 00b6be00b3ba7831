/**
 * The characters of every reference we hand out (confirmation numbers, application and claim references): Douglas
 * Crockford's base 32, the digits and the capitals without I, L, O and U. People retype a reference into a bank
 * app from a mail or a phone screen, where O and 0, I, l and 1 look alike; leaving out the letters means any of
 * them typed is read as the digit it looks like (docs/decisions/018, amendment of issue 32).
 */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_BASE = BigInt(REFERENCE_ALPHABET.length);

/** `value` written in the reference alphabet, left-padded with '0' to `digits` characters. */
export function referenceDigits(value: bigint, digits: number): string {
  let text = '';
  let rest = value;
  do {
    text = REFERENCE_ALPHABET[Number(rest % REFERENCE_BASE)] + text;
    rest /= REFERENCE_BASE;
  } while (rest > 0n);
  return text.padStart(digits, '0');
}

const LOOKALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/** A reference as typed, without the spaces and hyphens people add, in capitals. */
function compactReference(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * A reference as someone typed it, read the way it was meant: spaces and hyphens dropped, capitals, and after the
 * two-letter prefix ('DH', 'PA', 'FA', 'CL') O, I or L read as 0, 1, 1 (they are never in a new reference).
 */
export function readTypedReference(text: string): string {
  const compact = compactReference(text);
  return compact.slice(0, 2) + compact.slice(2).replace(/[OIL]/g, (letter) => LOOKALIKES[letter]!);
}

/**
 * The stored references a typed one can be: as read above, and, for references handed out before the alphabet
 * left out the lookalikes, with its letters as typed.
 */
export function referenceSpellings(text: string): string[] {
  return [...new Set([readTypedReference(text), compactReference(text)])];
}
