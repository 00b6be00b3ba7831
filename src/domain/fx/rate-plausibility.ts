import { formatRate, isRate, rateMicros } from './convert';
import { isRatedCurrency, type RatedCurrency } from './currency-codes';

/**
 * Whether an exchange rate is believable (issue 28, docs/decisions/060). Each rated currency has two ranges of
 * naira per unit: a `usual` one, outside which an admin must confirm the rate, and a `hard` one, outside which no
 * rate is taken at all and no quote is ever made, so a typo cannot quote £0.00 or £2.57 trillion. Both are far
 * wider than any recent market (late 2026: about ₦2,000 = £1, ₦1,750 = €1, ₦1,050 = CA$1).
 */
export interface RateRange {
  /** Naira per unit, exact decimals. */
  low: string;
  high: string;
}

export const RATE_LIMITS: Record<RatedCurrency, { usual: RateRange; hard: RateRange }> = {
  GBP: { usual: { low: '800', high: '6000' }, hard: { low: '100', high: '50000' } },
  EUR: { usual: { low: '700', high: '5000' }, hard: { low: '100', high: '50000' } },
  CAD: { usual: { low: '400', high: '3500' }, hard: { low: '50', high: '30000' } },
};

/** A new rate further than this from the one it replaces must be confirmed. */
export const RATE_JUMP_PERCENT = 20;

export type RatePlausibility =
  | { verdict: 'plausible' }
  /** Never taken, confirmed or not. */
  | { verdict: 'refused'; message: string }
  /** Taken only when the admin confirms it, and audited as confirmed. */
  | { verdict: 'confirm'; message: string };

const within = (rate: bigint, range: RateRange) =>
  rate >= rateMicros(range.low) && rate <= rateMicros(range.high);

// As the console's history writes a rate: '₦2,050.5 = 1 GBP'.
const rangeText = (currency: RatedCurrency, range: RateRange) =>
  `₦${formatRate(range.low)} to ₦${formatRate(range.high)} = 1 ${currency}`;

/** Whether quotes may be made at this rate: a rate in the currency's hard range (and so never zero). */
export function isQuotableRate(currency: string, ngnPerUnit: string): boolean {
  return (
    isRatedCurrency(currency) &&
    isRate(ngnPerUnit) &&
    within(rateMicros(ngnPerUnit), RATE_LIMITS[currency].hard)
  );
}

/** How far `rate` is from `current`, in tenths of a percent, rounded half up; both in millionths, current > 0. */
function distanceInTenths(rate: bigint, current: bigint): bigint {
  const difference = rate > current ? rate - current : current - rate;
  return (difference * 2000n + current) / (current * 2n);
}

/** '35%', '20.5%': more than the threshold is never shown as the threshold itself. */
function percentText(tenths: bigint): string {
  const shown = tenths <= BigInt(RATE_JUMP_PERCENT * 10) ? BigInt(RATE_JUMP_PERCENT * 10 + 1) : tenths;
  const whole = shown / 10n;
  const tenth = shown % 10n;
  return tenth === 0n ? `${whole}%` : `${whole}.${tenth}%`;
}

/**
 * What the console does with a new rate for `currency`, given `current`, the rate it replaces (undefined for the
 * first): refuse it outside the hard range, ask for confirmation outside the usual range or more than 20% away from
 * `current` (either way), else take it. The message says why, with the figures, on the rate's field.
 */
export function ratePlausibility(
  currency: RatedCurrency,
  ngnPerUnit: string,
  current: string | undefined,
): RatePlausibility {
  const { usual, hard } = RATE_LIMITS[currency];
  if (!isQuotableRate(currency, ngnPerUnit)) {
    return {
      verdict: 'refused',
      message: `Enter a rate from ${rangeText(currency, hard)}: a rate outside that would make every quote in ${currency} wrong`,
    };
  }
  const rate = rateMicros(ngnPerUnit);
  const reasons: string[] = [];
  if (current !== undefined && isRate(current)) {
    const before = rateMicros(current);
    const tenths = distanceInTenths(rate, before);
    // Exactly: |rate − current| × 100 > current × 20.
    const difference = rate > before ? rate - before : before - rate;
    if (difference * 100n > before * BigInt(RATE_JUMP_PERCENT)) {
      const direction = rate > before ? 'above' : 'below';
      reasons.push(
        `${percentText(tenths)} ${direction} the rate it replaces, ₦${formatRate(current)} = 1 ${currency}`,
      );
    }
  }
  if (!within(rate, usual)) reasons.push(`outside the usual range, ${rangeText(currency, usual)}`);
  if (reasons.length === 0) return { verdict: 'plausible' };
  return {
    verdict: 'confirm',
    message: `This rate is ${reasons.join(', and ')}. Check it, and confirm it to save it anyway`,
  };
}
