/** As many base-36 characters as the first references' timestamps had, so every reference looks alike. */
const DIGITS = 8;
const SPACE = 36n ** BigInt(DIGITS);
// STEP shares no factor with 36, so n → (n × STEP + offset) mod 36^8 is a permutation for any offset: distinct
// sequence values give distinct references. STEP near 36^8 / φ spreads neighbours apart, so a mistyped bank
// reference is almost never another one, and the references do not tell how many there are.
const STEP = 1_743_541_840_547n;

/**
 * `prefix` and 8 uppercase base-36 characters made from a value of a database sequence (docs/decisions/018):
 * confirmation numbers ('DH'), property ('PA') and funeral ('FA') application references. Unique by construction
 * for every value below 36^8; each kind has its own sequence and its own `offset`, so equal values of two
 * sequences do not give two references that differ only in the prefix.
 */
export function sequenceReference(prefix: string, offset: bigint, sequenceValue: bigint): string {
  if (sequenceValue < 0n || sequenceValue >= SPACE) {
    throw new RangeError(`${prefix} sequence value ${sequenceValue} is outside 0…36^${DIGITS}`);
  }
  const scrambled = (sequenceValue * STEP + offset) % SPACE;
  return `${prefix}${scrambled.toString(36).toUpperCase().padStart(DIGITS, '0')}`;
}
