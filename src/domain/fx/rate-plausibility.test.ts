import { describe, expect, it } from 'vitest';
import { convertFromNgn } from './convert';
import { RATED_CURRENCIES } from './currency-codes';
import { makeQuote, storedQuote } from './quote';
import { isQuotableRate, RATE_LIMITS, ratePlausibility } from './rate-plausibility';

const verdict = (rate: string, current?: string) => ratePlausibility('GBP', rate, current).verdict;

describe('ratePlausibility', () => {
  it('takes an ordinary rate, first or replacing one close to it', () => {
    expect(ratePlausibility('GBP', '2050.5', undefined)).toEqual({ verdict: 'plausible' });
    expect(verdict('2100', '2050')).toBe('plausible');
    expect(verdict('1700', '2050')).toBe('plausible');
  });

  it('asks to confirm a rate more than 20% from the one it replaces, either way, and not at exactly 20%', () => {
    expect(verdict('2400', '2000')).toBe('plausible'); // +20% exactly
    expect(verdict('2400.000001', '2000')).toBe('confirm');
    expect(verdict('1600', '2000')).toBe('plausible'); // −20% exactly
    expect(verdict('1599.999999', '2000')).toBe('confirm');
    expect(ratePlausibility('GBP', '2133', '1580')).toEqual({
      verdict: 'confirm',
      message:
        'This rate is 35% above the rate it replaces, ₦1,580 = 1 GBP. Check it, and confirm it to save it anyway',
    });
    expect(ratePlausibility('GBP', '1000', '2000.5')).toMatchObject({
      message: expect.stringContaining('50% below the rate it replaces, ₦2,000.5 = 1 GBP'),
    });
    // Just over 20% never reads as 20%.
    expect(ratePlausibility('GBP', '2400.01', '2000')).toMatchObject({
      message: expect.stringContaining('20.1% above'),
    });
  });

  it('asks to confirm a first rate outside the usual range, at the edges inclusive', () => {
    const { usual } = RATE_LIMITS.GBP;
    expect(verdict(usual.low)).toBe('plausible');
    expect(verdict(usual.high)).toBe('plausible');
    expect(verdict('799.999999')).toBe('confirm');
    expect(ratePlausibility('GBP', '6000.000001', undefined)).toEqual({
      verdict: 'confirm',
      message:
        'This rate is outside the usual range, ₦800 to ₦6,000 = 1 GBP. Check it, and confirm it to save it anyway',
    });
  });

  it('names both reasons when a rate is both', () => {
    expect(ratePlausibility('EUR', '9000', '1790')).toMatchObject({
      verdict: 'confirm',
      message: expect.stringMatching(
        /above the rate it replaces, .*, and outside the usual range, ₦700 to ₦5,000 = 1 EUR/,
      ),
    });
  });

  it('refuses a rate outside the hard range outright, whatever it replaces', () => {
    for (const currency of RATED_CURRENCIES) {
      const { hard } = RATE_LIMITS[currency];
      expect(ratePlausibility(currency, hard.low, hard.low).verdict).toBe('confirm');
      expect(ratePlausibility(currency, hard.high, hard.high).verdict).toBe('confirm');
      for (const rate of ['999999999.999999', '0.000001', '1', '50000.000001']) {
        expect(ratePlausibility(currency, rate, '1000').verdict).toBe('refused');
        expect(isQuotableRate(currency, rate)).toBe(false);
      }
    }
    expect(ratePlausibility('CAD', '29999.99', undefined).verdict).toBe('confirm');
    expect(ratePlausibility('CAD', '30000.01', undefined)).toEqual({
      verdict: 'refused',
      message:
        'Enter a rate from ₦50 to ₦30,000 = 1 CAD: a rate outside that would make every quote in CAD wrong',
    });
  });

  it('a current rate that was itself absurd still lets a sane one through, with confirmation', () => {
    expect(verdict('2050', '999999999.999999')).toBe('confirm');
  });
});

describe('quotes are bounded by the plan’s own price at the hard range’s rates', () => {
  const totals = { usd: 26_300, ngn: 40_746_000 };
  const now = new Date('2026-11-25T10:00:00Z');

  it('are made only from a rate in the hard range, and lie between its two ends', () => {
    for (const currency of RATED_CURRENCIES) {
      const { hard } = RATE_LIMITS[currency];
      const least = convertFromNgn(totals.ngn, hard.high);
      const most = convertFromNgn(totals.ngn, hard.low);
      expect(least).toBeGreaterThan(0);
      expect(makeQuote(totals, currency, hard.high, now)?.total).toBe(least);
      expect(makeQuote(totals, currency, hard.low, now)?.total).toBe(most);
      // The review's two figures: £0.00 and £2.57 trillion are never quoted.
      expect(makeQuote(totals, currency, '999999999.999999', now)).toBeNull();
      expect(makeQuote(totals, currency, '0.000001', now)).toBeNull();
    }
  });

  it('a stored quote at an absurd rate, or of nothing, is no quote at all', () => {
    const columns = {
      quoteCurrency: 'GBP' as const,
      quoteNgnPerUnit: '2050.000000',
      quoteTotal: 19_876,
      quoteExpiresAt: '2026-11-26 10:00:00+00',
    };
    expect(storedQuote(columns)?.total).toBe(19_876);
    expect(storedQuote({ ...columns, quoteNgnPerUnit: '999999999.999999', quoteTotal: 0 })).toBeNull();
    expect(
      storedQuote({ ...columns, quoteNgnPerUnit: '0.000001', quoteTotal: 4_074_600_000_000 }),
    ).toBeNull();
    expect(storedQuote({ ...columns, quoteTotal: 0 })).toBeNull();
    expect(
      storedQuote({ ...columns, quoteCurrency: 'NGN', quoteNgnPerUnit: null, quoteTotal: 40_746_000 }),
    ).toEqual(expect.objectContaining({ total: 40_746_000 }));
  });
});
