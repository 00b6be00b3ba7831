import { addDays, calendarDateOf } from '../calendar-date';
import { sequenceReference } from '../sequence-reference';

// The orders' own offset in sequenceReference's permutation (kept from the first sequence numbers).
const OFFSET = 1_018_857_590_037n;

/**
 * 'DH' and 8 uppercase base-36 characters (DECISIONS 14, 27), made from a value of the database sequence
 * `order_confirmation_number_seq` (docs/decisions/018). Unique by construction for every value below 36^8.
 */
export function confirmationNumber(sequenceValue: bigint): string {
  return sequenceReference('DH', OFFSET, sequenceValue);
}

/** Cover starts the day after the order is placed (spec 001 §9). */
export function coverageStartFor(placedAt: Date): string {
  return addDays(calendarDateOf(placedAt), 1);
}

export const COVERAGE_PERIOD_LABEL = '12 Months';
