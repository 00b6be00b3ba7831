/**
 * Money is integer minor units (cents, kobo) everywhere; only display turns it into text (DECISIONS 16).
 */
export interface Price {
  /** US cents. */
  usd: number;
  /** Nigerian kobo. */
  ngn: number;
}

export const ZERO_PRICE: Price = { usd: 0, ngn: 0 };

/** Whole currency units to minor units, safe for amounts like 1654.97 that floats cannot hold exactly. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

export function price(usd: number, ngn: number): Price {
  return { usd: toMinor(usd), ngn: toMinor(ngn) };
}

export function addPrices(a: Price, b: Price): Price {
  return { usd: a.usd + b.usd, ngn: a.ngn + b.ngn };
}

export function multiplyPrice(p: Price, times: number): Price {
  return { usd: p.usd * times, ngn: p.ngn * times };
}

/** CA$ as en-US writes it, so a Canadian dollar is never read as a US one. */
const SYMBOLS = { usd: '$', ngn: '₦', gbp: '£', eur: '€', cad: 'CA$' } as const;
export type MoneyCurrency = keyof typeof SYMBOLS;

/** '1234567' → '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A whole number with en-US thousands separators: 1650 → '1,650'. */
export function formatWholeNumber(value: number): string {
  return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(Math.round(value))))}`;
}

/**
 * '$263', '₦407,460', '$1,654.97': whole amounts drop the decimals, amounts with cents show them. Written out
 * rather than with Intl.NumberFormat, whose first formatter costs a slow phone tens of milliseconds while the page
 * it prices is starting (its output is the same: money.test.ts compares them).
 */
export function formatMoney(minor: number, currency: MoneyCurrency): string {
  const cents = Math.abs(Math.round(minor));
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  return `${minor < 0 && cents > 0 ? '-' : ''}${SYMBOLS[currency]}${whole}${fraction}`;
}

export const formatUsd = (minor: number) => formatMoney(minor, 'usd');
export const formatNgn = (minor: number) => formatMoney(minor, 'ngn');
