import { sequenceReference } from '../sequence-reference';

// The orders' own offset in sequenceReference's permutation (kept from the first sequence numbers).
const OFFSET = 1_018_857_590_037n;

/**
 * 'DH' and 8 characters of the reference alphabet (DECISIONS 14, 27, amended: no I, L, O or U), made from a value of
 * the database sequence `order_confirmation_number_seq` (docs/decisions/018). Unique by construction for every
 * value below 32^8.
 */
export function confirmationNumber(sequenceValue: bigint): string {
  return sequenceReference('DH', OFFSET, sequenceValue);
}

/** Orders whose confirmation number starts with `text`, as a range the unique index can answer. */
export interface ConfirmationRange {
  from: string;
  /** Exclusive; null when every number from `from` on starts with it (a prefix of only Z's). */
  below: string | null;
}

const DIGITS_THEN_LETTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Confirmation numbers are 'DH' and uppercase letters and digits, which sort the same in every collation (older
 * numbers use all 36), so a prefix is a
 * range: 'DH1A' covers ['DH1A', 'DH1B'). LIKE 'DH1A%' would use the index only under the C collation. Undefined
 * when `text` cannot begin a confirmation number.
 */
export function confirmationNumberRange(text: string): ConfirmationRange | undefined {
  const from = text.trim().toUpperCase();
  if (!/^[0-9A-Z]+$/.test(from)) return undefined;
  const kept = from.replace(/Z+$/, '');
  const last = kept.at(-1);
  if (last === undefined) return { from, below: null };
  return { from, below: kept.slice(0, -1) + DIGITS_THEN_LETTERS[DIGITS_THEN_LETTERS.indexOf(last) + 1] };
}
