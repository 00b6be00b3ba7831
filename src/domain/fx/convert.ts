/**
 * The one conversion between naira and another currency (docs/decisions/047). A rate is naira per one unit of the
 * other currency, written as an exact decimal ('2050.125'), never a float. Both currencies have two minor digits, so
 * kobo ÷ rate is the other currency's minor units; it is rounded half up (an exact half goes to the larger amount,
 * as a person rounding by hand would), in integer arithmetic, so no amount is ever off by a float's error.
 */

/** Up to nine whole digits and six decimals, as the rates table stores them (numeric(15, 6)). */
export const RATE_PATTERN = /^\d{1,9}(\.\d{1,6})?$/;
export const RATE_DECIMALS = 6;

interface ExactRate {
  /** The rate × 10^scale, as an integer. */
  units: bigint;
  scale: number;
}

function exactRate(rate: string): ExactRate {
  const text = rate.trim();
  if (!RATE_PATTERN.test(text)) throw new RangeError(`Not a rate: '${rate}'`);
  const [whole = '0', fraction = ''] = text.split('.');
  const units = BigInt(whole + fraction);
  if (units === 0n) throw new RangeError('A rate must be more than zero');
  return { units, scale: fraction.length };
}

/** Whether the text is a rate the conversion takes: a decimal above zero, in the stored precision. */
export function isRate(rate: string): boolean {
  try {
    exactRate(rate);
    return true;
  } catch {
    return false;
  }
}

/** The rate in millionths of a naira (its stored precision), so two rates compare exactly: '2050.5' → 2050500000n. */
export function rateMicros(ngnPerUnit: string): bigint {
  const { units, scale } = exactRate(ngnPerUnit);
  return units * 10n ** BigInt(RATE_DECIMALS - scale);
}

/** a ÷ b rounded half up (away from zero for a negative a), both integers, b > 0. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  const quotient = (magnitude * 2n + b) / (b * 2n);
  return negative ? -quotient : quotient;
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('The converted amount is too large');
  }
  return Number(value);
}

/** Kobo to the other currency's minor units at `ngnPerUnit` naira per unit: ₦2,050,000 at 2050 → £1,000. */
export function convertFromNgn(kobo: number, ngnPerUnit: string): number {
  if (!Number.isSafeInteger(kobo)) throw new RangeError('An amount is a whole number of minor units');
  const { units, scale } = exactRate(ngnPerUnit);
  return toSafeNumber(divideHalfUp(BigInt(kobo) * 10n ** BigInt(scale), units));
}

/** A stored rate without its trailing zeros: '2050.500000' → '2050.5', '1500.000000' → '1500'. */
export function plainRate(ngnPerUnit: string): string {
  const { units, scale } = exactRate(ngnPerUnit);
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A rate as people read it: '2050.500000' → '2,050.5'. */
export function formatRate(ngnPerUnit: string): string {
  const [whole = '', fraction] = plainRate(ngnPerUnit).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
