import { z } from 'zod';
import { toMinor } from './money';

/** The messages of every money field in the console (prices, fees, cover). */
export const AMOUNT_MESSAGES = {
  amountRequired: 'Enter an amount',
  amountFormat: 'Enter an amount such as 1500 or 1500.50',
  amountWhole: 'Amounts are whole cents or kobo',
  amountPositive: 'Enter an amount greater than zero',
  amountTooLarge: 'This amount is too large',
} as const;

/** Far above any real price, and well inside what a JavaScript number holds exactly. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_00;

/** An amount as the API takes it: integer minor units (cents, kobo), more than zero. */
export const minorAmount = z
  .number({ error: AMOUNT_MESSAGES.amountRequired })
  .int(AMOUNT_MESSAGES.amountWhole)
  .positive(AMOUNT_MESSAGES.amountPositive)
  .max(MAX_AMOUNT_MINOR, AMOUNT_MESSAGES.amountTooLarge);

// Digits in groups of three after the first, split by commas or spaces (a no-break space too, as copied from a
// bank statement): '150,000', '150 000', '1,250,000'. A separator anywhere else ('1,50', '15,0000') is a typo
// whose meaning is unclear, so it is left in and the amount is refused rather than guessed.
const GROUPED = /^\d{1,3}(?:([, \u00a0\u202f])\d{3})?(?:\1\d{3})*(?=\.|$)/;

/**
 * An amount as people write it, without its thousands separators: '150,000' and '150 000' read '150000',
 * '1,250,000.50' reads '1250000.50'. Anything else comes back trimmed and otherwise as typed, for the caller's own
 * rule to refuse.
 */
export function withoutThousandsSeparators(typed: string): string {
  const text = typed.trim();
  const grouped = GROUPED.exec(text);
  if (!grouped) return text;
  return grouped[0].replace(/[, \u00a0\u202f]/g, '') + text.slice(grouped[0].length);
}

/**
 * Money as an admin types it, in whole units with optional cents ('250000', '250,000.50'), into minor units: the
 * console's forms use it, so their output is exactly the API's body.
 */
export const typedAmount = z
  .string()
  .transform(withoutThousandsSeparators)
  .pipe(
    z
      .string()
      .min(1, AMOUNT_MESSAGES.amountRequired)
      .regex(/^\d+(\.\d{1,2})?$/, AMOUNT_MESSAGES.amountFormat),
  )
  .transform((text) => toMinor(Number(text)))
  .pipe(minorAmount);

/** Minor units back into what a form shows: '1500' or '1500.50'. */
export function amountText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}
