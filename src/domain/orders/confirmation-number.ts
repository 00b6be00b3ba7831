import { addDays, calendarDateOf } from '../calendar-date';

/** As many base-36 characters as the first orders' timestamps had, so every number looks alike. */
const DIGITS = 8;
const SPACE = 36n ** BigInt(DIGITS);
// STEP shares no factor with 36, so n → (n × STEP + OFFSET) mod 36^8 is a permutation: distinct sequence values
// give distinct numbers. STEP near 36^8 / φ spreads neighbours apart, so a mistyped bank reference is almost never
// another order's number and the numbers do not tell how many orders there are.
const STEP = 1_743_541_840_547n;
const OFFSET = 1_018_857_590_037n;

/**
 * 'DH' and 8 uppercase base-36 characters (DECISIONS 14, 27), made from a value of the database sequence
 * `order_confirmation_number_seq` (docs/decisions/018). Unique by construction for every value below 36^8.
 */
export function confirmationNumber(sequenceValue: bigint): string {
  if (sequenceValue < 0n || sequenceValue >= SPACE) {
    throw new RangeError(`Confirmation sequence value ${sequenceValue} is outside 0…36^${DIGITS}`);
  }
  const scrambled = (sequenceValue * STEP + OFFSET) % SPACE;
  return `DH${scrambled.toString(36).toUpperCase().padStart(DIGITS, '0')}`;
}

/** Cover starts the day after the order is placed (spec 001 §9). */
export function coverageStartFor(placedAt: Date): string {
  return addDays(calendarDateOf(placedAt), 1);
}

export const COVERAGE_PERIOD_LABEL = '12 Months';
