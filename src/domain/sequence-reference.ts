import { REFERENCE_BASE, referenceDigits } from './reference-alphabet';

/** As many characters as the first references' timestamps had, so every reference looks alike. */
const DIGITS = 8;
const SPACE = REFERENCE_BASE ** BigInt(DIGITS);
// STEP is odd, so it shares no factor with 32^8 and n → (n × STEP + offset) mod 32^8 is a permutation for any
// offset: distinct sequence values give distinct references. STEP near 32^8 / φ spreads neighbours apart, so a
// mistyped bank reference is almost never another one, and the references do not tell how many there are.
const STEP = 679_535_556_991n;

/**
 * `prefix` and 8 characters of the reference alphabet (no I, L, O or U) made from a value of a database sequence
 * (docs/decisions/018): confirmation numbers ('DH'), property ('PA') and funeral ('FA') application references.
 * Unique by construction for every value below 32^8; each kind has its own sequence and its own `offset`, so equal
 * values of two sequences do not give two references that differ only in the prefix.
 */
export function sequenceReference(prefix: string, offset: bigint, sequenceValue: bigint): string {
  if (sequenceValue < 0n || sequenceValue >= SPACE) {
    throw new RangeError(`${prefix} sequence value ${sequenceValue} is outside 0…32^${DIGITS}`);
  }
  return `${prefix}${referenceDigits((sequenceValue * STEP + offset) % SPACE, DIGITS)}`;
}
