import { sequenceReference } from '../sequence-reference';

// Property applications' own offset in the permutation, away from the orders' and the funeral applications'.
const OFFSET = 1_423_981_505_337n;

/**
 * 'PA' and 8 characters of the reference alphabet made from a value of `property_application_reference_seq`, as order
 * confirmation numbers are (docs/decisions/018).
 */
export function applicationReference(sequenceValue: bigint): string {
  return sequenceReference('PA', OFFSET, sequenceValue);
}
