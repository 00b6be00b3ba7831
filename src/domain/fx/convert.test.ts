import { describe, expect, it } from 'vitest';
import { convertFromNgn, formatRate, isRate } from './convert';
import { formatIn, makeQuote, quoteExpired, rateText } from './quote';

describe('convertFromNgn', () => {
  it('converts naira to each rated currency in minor units', () => {
    // ₦407,460 (Super, per year) at sample-like rates.
    expect(convertFromNgn(40_746_000, '2050')).toBe(19_876); // £198.76 (198.7609…)
    expect(convertFromNgn(40_746_000, '1790.25')).toBe(22_760); // €227.60 (227.6034…)
    expect(convertFromNgn(40_746_000, '1105.5')).toBe(36_858); // CA$368.58 (368.5753…)
  });

  it('rounds an exact half up, and anything below a half down', () => {
    expect(convertFromNgn(5, '2')).toBe(3); // 2.5 → 3
    expect(convertFromNgn(3, '2')).toBe(2); // 1.5 → 2
    expect(convertFromNgn(1, '4')).toBe(0); // 0.25 → 0
    expect(convertFromNgn(3, '4')).toBe(1); // 0.75 → 1
    expect(convertFromNgn(1_000_001, '2000')).toBe(500); // 500.0005 → 500
    expect(convertFromNgn(1_001_000, '2000')).toBe(501); // 500.5 → 501
  });

  it('rounds a negative amount half away from zero, as its positive', () => {
    expect(convertFromNgn(-5, '2')).toBe(-3);
  });

  it('uses the decimal rate exactly, where a float would be off by one minor unit', () => {
    // 0.1 + 0.2 style: 3 kobo at 0.3 naira per unit is exactly 10 minor units.
    expect(convertFromNgn(3, '0.3')).toBe(10);
    // 1,000,000 kobo at 1234.567891 is 810.0000729… → 810.
    expect(convertFromNgn(1_000_000, '1234.567891')).toBe(810);
  });

  it('converts large amounts without losing precision', () => {
    // ₦90 trillion at 1500: 60 billion pounds, beyond what a float multiplication keeps exact in kobo.
    expect(convertFromNgn(9_000_000_000_000_000, '1500')).toBe(6_000_000_000_000);
    expect(convertFromNgn(Number.MAX_SAFE_INTEGER, '1')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('converts at tiny rates, and refuses a result too large to hold', () => {
    expect(convertFromNgn(100, '0.000001')).toBe(100_000_000);
    expect(() => convertFromNgn(Number.MAX_SAFE_INTEGER, '0.5')).toThrow(RangeError);
  });

  it('refuses what is not a rate or not a whole amount', () => {
    for (const rate of ['0', '0.000000', '-1', '1e3', '1.1234567', '', 'abc', '1,000']) {
      expect(isRate(rate)).toBe(false);
      expect(() => convertFromNgn(100, rate)).toThrow(RangeError);
    }
    expect(() => convertFromNgn(1.5, '2')).toThrow(RangeError);
  });
});

describe('quotes', () => {
  const totals = { usd: 26_300, ngn: 40_746_000 };
  const now = new Date('2026-11-25T10:00:00Z');

  it('quotes NGN and USD as the catalogue prices them, with no rate and no expiry', () => {
    expect(makeQuote(totals, 'NGN', undefined, now)).toEqual({
      currency: 'NGN',
      ngnPerUnit: null,
      total: 40_746_000,
      expiresAt: null,
    });
    expect(makeQuote(totals, 'USD', '9999', now)?.total).toBe(26_300);
  });

  it('quotes GBP, EUR and CAD at the rate, held for 24 hours', () => {
    for (const currency of ['GBP', 'EUR', 'CAD'] as const) {
      const quote = makeQuote(totals, currency, '2050', now);
      expect(quote).toEqual({
        currency,
        ngnPerUnit: '2050',
        total: 19_876,
        expiresAt: new Date('2026-11-26T10:00:00Z'),
      });
      expect(quoteExpired(quote!, new Date('2026-11-26T09:59:59Z'))).toBe(false);
      expect(quoteExpired(quote!, new Date('2026-11-26T10:00:00Z'))).toBe(true);
    }
  });

  it('offers no quote for a currency without a rate', () => {
    expect(makeQuote(totals, 'GBP', undefined, now)).toBeNull();
  });

  it('formats amounts and rates in every currency', () => {
    expect(formatIn(19_876, 'GBP')).toBe('£198.76');
    expect(formatIn(22_700, 'EUR')).toBe('€227');
    expect(formatIn(36_857, 'CAD')).toBe('CA$368.57');
    expect(formatIn(26_300, 'USD')).toBe('$263');
    expect(formatIn(40_746_000, 'NGN')).toBe('₦407,460');
    expect(formatRate('2050.500000')).toBe('2,050.5');
    expect(formatRate('0.000001')).toBe('0.000001');
    expect(rateText('GBP', '2050.50')).toBe('₦2,050.5 = £1');
  });
});
