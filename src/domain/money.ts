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

const SYMBOLS = { usd: '$', ngn: '₦' } as const;

// Made once: toLocaleString builds a new formatter on every call, which a page of prices feels on a slow phone.
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$263', '₦407,460', '$1,654.97': whole amounts drop the decimals, amounts with cents show them. */
export function formatMoney(minor: number, currency: 'usd' | 'ngn'): string {
  const amount = (minor % 100 === 0 ? WHOLE : WITH_CENTS).format(minor / 100);
  return `${minor < 0 ? '-' : ''}${SYMBOLS[currency]}${amount.replace('-', '')}`;
}

export const formatUsd = (minor: number) => formatMoney(minor, 'usd');
export const formatNgn = (minor: number) => formatMoney(minor, 'ngn');
