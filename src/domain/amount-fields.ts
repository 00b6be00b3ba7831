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

/**
 * Money as an admin types it, in whole units with optional cents ('250000', '250,000.50'), into minor units: the
 * console's forms use it, so their output is exactly the API's body.
 */
export const typedAmount = z
  .string()
  .transform((text) => text.trim().replaceAll(',', ''))
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
