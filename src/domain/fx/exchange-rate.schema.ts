import { z } from 'zod';
import { isRate } from './convert';
import { DisplayCurrencySchema, RATED_CURRENCIES } from './currencies';

export const EXCHANGE_RATE_MESSAGES = {
  currency: 'Choose GBP, EUR or CAD',
  rate: 'Enter the naira for one unit, a number above zero with at most 6 decimals, e.g. 2050.50',
  appliesFrom: 'Enter the date and time it applies from, e.g. 2026-11-25T09:00',
  confirm: 'Tick the box to save this rate anyway, or correct it',
} as const;
const M = EXCHANGE_RATE_MESSAGES;

/** 'YYYY-MM-DDTHH:mm', with optional seconds and zone; without a zone the time is UTC (the console says so). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

function parseDateTime(text: string): Date | undefined {
  if (!DATE_TIME.test(text)) return undefined;
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A rate an admin enters: naira per one unit of the currency, from a time on (blank: from now). A rate is never
 * edited: a new one is entered, and the history keeps every one (docs/decisions/047).
 */
export const ExchangeRateInputSchema = z.object({
  currency: z.enum(RATED_CURRENCIES, { error: M.currency }),
  ngnPerUnit: z
    .string({ error: M.rate })
    .trim()
    .refine((rate) => isRate(rate), M.rate),
  appliesFrom: z
    .string({ error: M.appliesFrom })
    .trim()
    .max(40, M.appliesFrom)
    .refine((text) => text === '' || parseDateTime(text) !== undefined, M.appliesFrom)
    .optional()
    .default(''),
  /** The admin has checked an unusual rate and saves it anyway (docs/decisions/060). */
  confirmImplausible: z.boolean({ error: M.confirm }).optional().default(false),
});
export type ExchangeRateInput = z.input<typeof ExchangeRateInputSchema>;
export type ExchangeRateEntry = z.output<typeof ExchangeRateInputSchema>;

/** When an entered rate applies from: the time given, or `now` when blank. */
export function appliesFromOf(entry: ExchangeRateEntry, now: Date): Date {
  return (entry.appliesFrom && parseDateTime(entry.appliesFrom)) || now;
}

/** A rate as everyone may read it: the one in force for a currency. */
export const RateInForceSchema = z.object({
  currency: DisplayCurrencySchema,
  ngnPerUnit: z.string(),
  appliesFrom: z.iso.datetime(),
  /** A sample rate seeded for development, not a real one. */
  sample: z.boolean(),
});
export type RateInForce = z.infer<typeof RateInForceSchema>;

export const RatesInForceSchema = z
  .object({ rates: z.array(RateInForceSchema) })
  .meta({ id: 'RatesInForce' });
export type RatesInForce = z.infer<typeof RatesInForceSchema>;

/** A rate in the console's history. */
export const AdminExchangeRateViewSchema = RateInForceSchema.extend({
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** The admin who entered it; null for a seeded sample or once their account is deleted. */
  enteredBy: z.string().nullable(),
  /** Whether it is the one in force now for its currency. */
  inForce: z.boolean(),
}).meta({ id: 'AdminExchangeRate' });
export type AdminExchangeRateView = z.infer<typeof AdminExchangeRateViewSchema>;

/** The rate in force for each currency at a time: the latest whose applies-from is not after it. */
export function rateAt<T extends { currency: string; appliesFrom: Date; createdAt: Date }>(
  history: T[],
  currency: string,
  at: Date,
): T | undefined {
  let best: T | undefined;
  for (const rate of history) {
    if (rate.currency !== currency || rate.appliesFrom.getTime() > at.getTime()) continue;
    const later =
      !best ||
      rate.appliesFrom.getTime() > best.appliesFrom.getTime() ||
      (rate.appliesFrom.getTime() === best.appliesFrom.getTime() &&
        rate.createdAt.getTime() > best.createdAt.getTime());
    if (later) best = rate;
  }
  return best;
}
